// The state of a form that sends one typed code (two-step sign-in, confirming its set-up): the
// code, its error, and the submit handler. An empty code is refused in the browser; a code the
// server refuses (BAD_USER_INPUT on `code`) shows its message under the field; a refused session
// goes to `onUnauthenticated` when given; any other failure to the error dialog.
import { type FormEvent, useState } from 'react';
import { fieldRefusal, isUnauthenticated, toApiFailure } from '../../api/api-failure.ts';
import { useDispatch } from '../../store/hooks.tsx';

interface CodeEntryOptions {
  /** The message of an empty code. */
  requiredText: string;
  /** Sends the trimmed code. */
  send: (code: string) => Promise<void>;
  /** The server no longer takes the attempt (UNAUTHENTICATED), e.g. an expired sign-in. */
  onUnauthenticated?: () => void;
}

export function useCodeEntry({ requiredText, send, onUnauthenticated }: CodeEntryOptions) {
  const dispatch = useDispatch();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim();
    if (typed === '') {
      setError(requiredText);
      return;
    }
    setError(undefined);
    try {
      await send(typed);
    } catch (failure) {
      const refused = fieldRefusal(failure, 'code');
      if (refused) setError(refused);
      else if (onUnauthenticated && isUnauthenticated(failure)) onUnauthenticated();
      else dispatch({ type: 'api/failed', failure: toApiFailure(failure) });
    }
  };

  return {
    code,
    setCode,
    error,
    /** Empties the code and its error (another kind of code is asked). */
    clear: () => {
      setCode('');
      setError(undefined);
    },
    onSubmit: (event: FormEvent) => void submit(event),
  };
}
