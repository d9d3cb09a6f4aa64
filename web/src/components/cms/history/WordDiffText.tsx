// A text compared with another word by word. `show="both"` (the history) is one text with what
// went out struck through and what came in underlined, each also named for screen readers;
// `show="before"` or `"after"` (the conflict dialog) is one side, with the words only it has
// highlighted. Too different to compare: the side's text as it is.
import { useIntl } from 'react-intl';
import { type WordPart, wordDiff } from './word-diff.ts';

interface WordDiffTextProps {
  before: string;
  after: string;
  show: 'both' | 'before' | 'after';
}

const removedClass = 'rounded-sm bg-red-50 text-red-900 line-through decoration-2';
const addedClass = 'rounded-sm bg-green-50 text-green-900 underline decoration-2';
const markClass = 'rounded-sm bg-amber-100 text-ink';

export function WordDiffText({ before, after, show }: WordDiffTextProps) {
  const intl = useIntl();
  const parts = wordDiff(before, after);
  if (!parts)
    return <p className="whitespace-pre-line break-words">{show === 'before' ? before : after}</p>;
  const own = (part: WordPart) =>
    show === 'both' ||
    part.change === 'same' ||
    (show === 'before' ? part.change === 'removed' : part.change === 'added');
  return (
    <p className="whitespace-pre-line break-words">
      {parts.filter(own).map((part, index) => {
        const key = `${index}-${part.change}`;
        if (part.change === 'same') return <span key={key}>{part.text}</span>;
        if (show !== 'both')
          return (
            <mark key={key} className={markClass}>
              {part.text}
            </mark>
          );
        return part.change === 'removed' ? (
          <del key={key} className={removedClass}>
            <span className="sr-only">
              {intl.formatMessage({ id: 'cmsHistory.diff.removed' })}{' '}
            </span>
            {part.text}
          </del>
        ) : (
          <ins key={key} className={addedClass}>
            <span className="sr-only">{intl.formatMessage({ id: 'cmsHistory.diff.added' })} </span>
            {part.text}
          </ins>
        );
      })}
    </p>
  );
}
