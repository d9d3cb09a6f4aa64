// One value of a field as text (a value view: empty, text, a yes/no, a day, a moment, a list of
// items). Rich text compared with another version is WordDiffText's; this shows one value alone.
import { useIntl } from 'react-intl';
import type { ValueView } from './value-view.ts';
import { asDateTime, dayText } from './when.ts';

export function ValueText({ view }: { view: ValueView }) {
  const intl = useIntl();
  switch (view.kind) {
    case 'empty':
      return (
        <span className="text-ink-muted italic">
          {intl.formatMessage({ id: 'cmsHistory.value.empty' })}
        </span>
      );
    case 'boolean':
      return (
        <span>{intl.formatMessage({ id: `cmsHistory.value.${view.value ? 'yes' : 'no'}` })}</span>
      );
    case 'day':
      return <time dateTime={view.value}>{dayText(intl, view.value)}</time>;
    case 'moment':
      return <time dateTime={view.value}>{asDateTime(intl, view.value)}</time>;
    case 'items':
      return (
        <ul className="list-disc space-y-0.5 ps-5">
          {view.items.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: two items may read the same
            <li key={index} className="break-words">
              {item}
            </li>
          ))}
        </ul>
      );
    default:
      return <span className="whitespace-pre-line break-words">{view.text}</span>;
  }
}
