// A list screen's full-text search (`q` in the URL). Typing settles after the spec's generic 300 ms
// debounce; the first settled term of a typing burst adds a history entry and later ones replace
// it, so Back returns to the list before the search instead of stepping through every letter.
// Submitting (Enter or the button) applies the term at once.
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { primaryButton } from '../buttons/button-styles.ts';

export const SEARCH_DEBOUNCE_MS = 300;

export interface SearchFieldTexts {
  label: string;
  placeholder: string;
  submit: string;
}

export interface SearchFieldProps {
  value: string;
  onSearch: (term: string, options: { replace: boolean }) => void;
  /** The screen's own texts (formatted; `searchTexts()` reads them from the catalogue). */
  texts: SearchFieldTexts;
}

export function SearchField(props: SearchFieldProps) {
  const { texts } = props;
  const id = useId();
  const [typed, setTyped] = useState(props.value);
  const burstCommitted = useRef(false);
  // The last term this field put in the URL: a different URL term came from elsewhere.
  const committed = useRef(props.value);
  const { value, onSearch } = props;

  // The latest handler, read when a term is committed: a new handler (the URL changed, say) must
  // not restart the typing timer with a term that is about to be replaced.
  const latestOnSearch = useRef(onSearch);
  useEffect(() => {
    latestOnSearch.current = onSearch;
  }, [onSearch]);

  const commit = useCallback((term: string, replace: boolean) => {
    committed.current = term;
    latestOnSearch.current(term, { replace });
  }, []);

  // The URL changed elsewhere (Back, "clear filters"): show its term. Our own commits are
  // skipped, so letters typed while the URL catches up are never overwritten.
  useEffect(() => {
    if (value === committed.current) return;
    committed.current = value;
    setTyped(value);
    burstCommitted.current = false;
  }, [value]);

  useEffect(() => {
    if (typed.trim() === committed.current) return;
    const timer = window.setTimeout(() => {
      // Submitted (or changed by the URL) meanwhile: nothing left to commit.
      if (typed.trim() === committed.current) return;
      commit(typed.trim(), burstCommitted.current);
      burstCommitted.current = true;
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [typed, commit]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (typed.trim() !== committed.current) commit(typed.trim(), false);
    burstCommitted.current = false;
  };

  return (
    <search>
      <form onSubmit={submit} className="flex flex-col gap-2">
        <label htmlFor={id} className="font-semibold">
          {texts.label}
        </label>
        <div className="flex gap-2">
          <input
            id={id}
            type="search"
            value={typed}
            maxLength={200}
            onChange={(event) => setTyped(event.target.value)}
            // Leaving the field ends a typing burst: the next search adds its own history entry.
            onBlur={() => {
              burstCommitted.current = false;
            }}
            placeholder={texts.placeholder}
            className="min-h-11 min-w-0 flex-1 rounded-md border border-gray-500 bg-white px-3"
          />
          <button type="submit" className={primaryButton}>
            {texts.submit}
          </button>
        </div>
      </form>
    </search>
  );
}
