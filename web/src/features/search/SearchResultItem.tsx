// One search result: its title linking to its page, the evaluation's phase or the organisation's
// abbreviation, and a short excerpt, with the search words marked in title and excerpt.

import { CardTitleLink } from '../../components/content/card-parts.tsx';
import { PhaseStatusLabels } from '../evaluations/index.ts';
import { Highlighted } from './Highlighted.tsx';
import { excerpt } from './highlight.ts';
import type { ResultRow } from './result-rows.ts';

export function SearchResultItem({ row, words }: { row: ResultRow; words: readonly string[] }) {
  const text = excerpt(row.text, words);
  return (
    <article className="space-y-2 rounded-lg border border-gray-200 bg-white p-4 shadow-sm sm:p-5">
      <h3 className="text-lg leading-snug font-semibold break-words">
        <CardTitleLink to={row.url}>
          <Highlighted text={row.title} words={words} />
        </CardTitleLink>
      </h3>
      {row.phase && <PhaseStatusLabels phase={row.phase} status="PUBLISHED" showStatus={false} />}
      {row.abbreviation && (
        <p className="text-sm font-semibold text-ink-muted">{row.abbreviation}</p>
      )}
      {text && (
        <p className="max-w-4xl text-ink-muted break-words">
          <Highlighted text={text} words={words} />
        </p>
      )}
    </article>
  );
}
