// The `editConflict` dialog: each field both the person and someone else changed, with the
// person's value and theirs (who, when), rich text compared word by word, and per field "keep
// mine", "take theirs" or "edit". Every field needs a choice before it goes on; cancel (or Esc)
// leaves the form as it was, unsaved. Opened by the editor's save (use-editor-save.ts).
import { Description } from '@headlessui/react';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { withFeatureMessages } from '../../../../i18n/feature-messages.tsx';
import { primaryButton, secondaryButton } from '../../../buttons/button-styles.ts';
import type { DialogBodyProps } from '../../../dialog/dialog-body-props.ts';
import { actorText } from '../../history/actor-text.ts';
import { cmsHistoryMessages } from '../../history/messages/index.ts';
import { ValueText } from '../../history/ValueText.tsx';
import type { ValueView } from '../../history/value-view.ts';
import { WordDiffText } from '../../history/WordDiffText.tsx';
import { whenText } from '../../history/when.ts';
import type { ConflictChoice, ConflictFieldView } from './conflict-dialog-types.ts';

const choices: readonly ConflictChoice[] = ['mine', 'theirs', 'edit'];

function ConflictDialogBody({ dialog, close }: DialogBodyProps<'editConflict'>) {
  const intl = useIntl();
  const [chosen, setChosen] = useState<Record<string, ConflictChoice>>({});
  const [missing, setMissing] = useState(false);
  const errorId = useId();
  const { fields } = dialog.payload;

  const confirm = () => {
    if (fields.some((field) => !chosen[field.field])) {
      setMissing(true);
      return;
    }
    close({ result: 'confirm', value: { choices: chosen } });
  };

  return (
    <>
      <Description className="mt-2 text-ink">
        {intl.formatMessage({ id: 'cmsHistory.conflict.intro' })}
      </Description>
      <div className="mt-4 space-y-6">
        {fields.map((field) => (
          <ConflictField
            key={field.field}
            field={field}
            choice={chosen[field.field]}
            invalid={missing && !chosen[field.field]}
            errorId={errorId}
            onChoose={(choice) => setChosen((current) => ({ ...current, [field.field]: choice }))}
          />
        ))}
      </div>
      {missing && fields.some((field) => !chosen[field.field]) && (
        <p id={errorId} role="alert" className="mt-4 font-semibold text-red-700">
          {intl.formatMessage({ id: 'cmsHistory.conflict.required' })}
        </p>
      )}
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button
          type="button"
          className={secondaryButton}
          onClick={() => close({ result: 'cancel' })}
        >
          {intl.formatMessage({ id: 'dialog.cancel' })}
        </button>
        <button type="button" className={primaryButton} onClick={confirm}>
          {intl.formatMessage({ id: 'cmsHistory.conflict.confirm' })}
        </button>
      </div>
    </>
  );
}

interface ConflictFieldProps {
  field: ConflictFieldView;
  choice: ConflictChoice | undefined;
  invalid: boolean;
  errorId: string;
  onChoose: (choice: ConflictChoice) => void;
}

function ConflictField({ field, choice, invalid, errorId, onChoose }: ConflictFieldProps) {
  const intl = useIntl();
  const name = useId();
  const compared = field.mine.kind === 'words' || field.theirs.kind === 'words';
  const changed = field.changedAt
    ? field.changedBy?.name
      ? intl.formatMessage(
          { id: 'cmsHistory.conflict.changedBy' },
          { actor: actorText(intl, field.changedBy), when: whenText(intl, field.changedAt) },
        )
      : intl.formatMessage(
          { id: 'cmsHistory.conflict.changedAt' },
          { when: whenText(intl, field.changedAt) },
        )
    : null;
  return (
    <section className="space-y-3 border-t border-neutral-300 pt-4">
      <h3 className="text-lg font-bold break-words">{field.label}</h3>
      <Version
        title={intl.formatMessage({ id: 'cmsHistory.conflict.mine' })}
        field={field.label}
        view={field.mine}
        other={field.theirs}
        side="after"
      />
      <Version
        title={intl.formatMessage({ id: 'cmsHistory.conflict.theirs' })}
        field={field.label}
        note={changed}
        view={field.theirs}
        other={field.mine}
        side="before"
      />
      {compared && (
        <p className="text-sm text-ink-muted">
          {intl.formatMessage({ id: 'cmsHistory.conflict.marked' })}
        </p>
      )}
      <fieldset aria-describedby={invalid ? errorId : undefined}>
        <legend className="sr-only">
          {intl.formatMessage({ id: 'cmsHistory.conflict.choice' }, { field: field.label })}
        </legend>
        <div className="flex flex-col">
          {choices.map((option) => (
            <label key={option} className="inline-flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name={name}
                value={option}
                checked={choice === option}
                onChange={() => onChoose(option)}
                aria-invalid={invalid || undefined}
                className="size-5 accent-brand-primary-dark"
              />
              {intl.formatMessage({ id: `cmsHistory.conflict.choice.${option}` })}
            </label>
          ))}
        </div>
      </fieldset>
    </section>
  );
}

interface VersionProps {
  title: string;
  field: string;
  note?: string | null;
  view: ValueView;
  other: ValueView;
  /** Which side of the word comparison (theirs → mine) this version is. */
  side: 'before' | 'after';
}

function Version({ title, field, note, view, other, side }: VersionProps) {
  const intl = useIntl();
  const label = intl.formatMessage(
    { id: 'cmsHistory.conflict.versionOf' },
    { version: title, field },
  );
  const otherText = other.kind === 'words' || other.kind === 'text' ? other.text : '';
  return (
    <div className="space-y-1">
      <p className="font-semibold">{title}</p>
      {note && <p className="text-sm text-ink-muted">{note}</p>}
      {/* A long text scrolls inside its box; the box takes the focus so the keyboard scrolls it. */}
      <section
        aria-label={label}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
        tabIndex={0}
        className="max-h-48 overflow-y-auto rounded-e-md border-s-4 border-neutral-500 bg-surface-muted px-3 py-2"
      >
        {view.kind === 'words' ? (
          <WordDiffText
            before={side === 'before' ? view.text : otherText}
            after={side === 'after' ? view.text : otherText}
            show={side}
          />
        ) : (
          <ValueText view={view} />
        )}
      </section>
    </div>
  );
}

export default withFeatureMessages(cmsHistoryMessages, ConflictDialogBody);
