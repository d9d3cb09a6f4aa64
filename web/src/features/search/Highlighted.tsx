// A text with the visitor's search words marked (<mark>); the text is rendered as text, so a
// title or excerpt can never inject markup.
import { Fragment } from 'react';
import { highlightSegments } from './highlight.ts';

export function Highlighted({ text, words }: { text: string; words: readonly string[] }) {
  return highlightSegments(text, words).map((segment, index) =>
    segment.match ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: pieces of one fixed text
      <mark key={index} className="rounded-sm bg-amber-200 text-inherit">
        {segment.text}
      </mark>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: pieces of one fixed text
      <Fragment key={index}>{segment.text}</Fragment>
    ),
  );
}
