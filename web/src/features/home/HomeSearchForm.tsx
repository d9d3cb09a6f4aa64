// The home page's search entry: a plain form to the evaluations list (`/evaluations?q=term`).
// The header's global search is desktop-only, so this is how phones start a search. It also works
// before the script runs (a GET form), and navigates inside the app once it does.
import type { FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';

export function HomeSearchForm() {
  const intl = useIntl();
  const navigate = useNavigate();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const term = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    navigate(term ? `/evaluations?${new URLSearchParams({ q: term })}` : '/evaluations');
  }

  return (
    <search aria-labelledby="home-search-label" className="block max-w-2xl">
      <form action="/evaluations" method="get" onSubmit={submit}>
        <label id="home-search-label" htmlFor="home-search" className="block font-semibold">
          <FormattedMessage id="home.search.label" />
        </label>
        <div className="mt-2 flex flex-col gap-2 sm:flex-row">
          <input
            id="home-search"
            name="q"
            type="search"
            autoComplete="off"
            placeholder={intl.formatMessage({ id: 'home.search.placeholder' })}
            className="min-h-11 w-full flex-1 rounded-md border border-gray-500 bg-white px-3 py-2"
          />
          <button
            type="submit"
            className="min-h-11 rounded-md bg-brand-primary-dark px-5 py-2 font-semibold text-white hover:bg-brand-primary-darker"
          >
            <FormattedMessage id="home.search.submit" />
          </button>
        </div>
      </form>
    </search>
  );
}
