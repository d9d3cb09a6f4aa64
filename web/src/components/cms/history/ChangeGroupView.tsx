// One field's change in a history entry, readable: rich text as a word diff, a value as before →
// after, a list's items as added and removed by their names, a secret as "changed" alone.
import { useIntl } from 'react-intl';
import type { EditorFields } from '../editor/editor-fields.ts';
import type { ChangeGroup } from './entry-changes.ts';
import { ValueText } from './ValueText.tsx';
import { type ValueView, valueView } from './value-view.ts';
import { WordDiffText } from './WordDiffText.tsx';

const textOf = (view: ValueView) =>
  view.kind === 'words' || view.kind === 'text' ? view.text : '';

export function ChangeGroupView({ group, fields }: { group: ChangeGroup; fields: EditorFields }) {
  const intl = useIntl();
  const t = (id: 'before' | 'after' | 'itemsAdded' | 'itemsRemoved' | 'itemChanged' | 'secret') =>
    intl.formatMessage({ id: `cmsHistory.diff.${id}` });
  if (group.kind === 'secret') return <p>{t('secret')}</p>;
  const hints = group.formField ? fields[group.formField] : undefined;

  if (group.kind === 'items') {
    return (
      <dl className="space-y-2">
        {group.added.length > 0 && (
          <div>
            <dt className="font-semibold text-green-900">{t('itemsAdded')}</dt>
            <dd>
              <ValueText view={{ kind: 'items', items: group.added }} />
            </dd>
          </div>
        )}
        {group.removed.length > 0 && (
          <div>
            <dt className="font-semibold text-red-900">{t('itemsRemoved')}</dt>
            <dd>
              <ValueText view={{ kind: 'items', items: group.removed }} />
            </dd>
          </div>
        )}
        {group.changed.map((change) => (
          <div key={`${change.item}.${change.inner}`}>
            <dt className="font-semibold">
              {t('itemChanged')}: {change.item} · {change.inner}
            </dt>
            <dd>
              <BeforeAfter before={valueView(change.before)} after={valueView(change.after)} />
            </dd>
          </div>
        ))}
      </dl>
    );
  }

  const before = valueView(group.before, hints);
  const after = valueView(group.after, hints);
  if (before.kind === 'words' || after.kind === 'words')
    return <WordDiffText before={textOf(before)} after={textOf(after)} show="both" />;
  return <BeforeAfter before={before} after={after} />;
}

function BeforeAfter({ before, after }: { before: ValueView; after: ValueView }) {
  const intl = useIntl();
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
      <dt className="text-ink-muted">{intl.formatMessage({ id: 'cmsHistory.diff.before' })}</dt>
      <dd className="break-words">
        <ValueText view={before} />
      </dd>
      <dt className="text-ink-muted">{intl.formatMessage({ id: 'cmsHistory.diff.after' })}</dt>
      <dd className="break-words">
        <ValueText view={after} />
      </dd>
    </dl>
  );
}
