// The footer's sponsors in their order: name, link and logo each, moved up and down with buttons
// (keyboard-usable; the new place is announced and focus stays on the moved sponsor), removed, or
// added at the end. Nothing is stored before Save.
import { useEffect, useRef, useState } from 'react';
import { type Control, useFieldArray, useWatch } from 'react-hook-form';
import { dangerButton, secondaryButton } from '../../../components/buttons/button-styles.ts';
import { TextInputField } from '../../../components/form/TextInputField.tsx';
import { UploadInput } from '../../../components/cms/relations/UploadInput.tsx';
import type { SiteContentValues } from '../form-values.ts';
import { useSiteContentText } from '../messages/index.ts';

const logoTypes = ['.svg', '.png', '.jpg', '.jpeg', '.webp'];

export function SponsorsTab({ control }: { control: Control<SiteContentValues> }) {
  const t = useSiteContentText();
  // keyName: the sponsors' own `id` is their id on the server.
  const { fields, append, move, remove } = useFieldArray({
    control,
    name: 'sponsors',
    keyName: 'key',
  });
  const names = useWatch({ control, name: 'sponsors' });
  const [announcement, setAnnouncement] = useState('');
  // After a move or removal, the control to focus (by id) once the list has re-rendered.
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    if (!focusNext.current) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });
  const nameOf = (index: number) => names?.[index]?.name?.trim() || t('sponsors.unnamed');

  const shift = (index: number, to: number) => {
    const key = fields[index]?.key ?? '';
    move(index, to);
    const edge = to === 0 ? 'down' : to === fields.length - 1 ? 'up' : to < index ? 'up' : 'down';
    focusNext.current = `${key}-${edge}`;
    setAnnouncement(
      t('sponsors.moved', { name: nameOf(index), position: to + 1, count: fields.length }),
    );
  };

  return (
    <div className="space-y-6">
      <p className="max-w-prose text-ink-muted">{t('sponsors.intro')}</p>
      {fields.length === 0 && <p>{t('sponsors.empty')}</p>}
      <ol className="space-y-6">
        {fields.map((field, index) => (
          <li key={field.key}>
            <fieldset className="space-y-4 rounded-md border border-neutral-300 p-4">
              <legend className="px-1 font-semibold">
                {t('sponsors.item', { position: index + 1 })}: {nameOf(index)}
              </legend>
              <div className="grid gap-4 md:grid-cols-2">
                <TextInputField
                  control={control}
                  name={`sponsors.${index}.name`}
                  label={t('sponsors.name')}
                />
                <TextInputField
                  control={control}
                  name={`sponsors.${index}.url`}
                  type="url"
                  inputMode="url"
                  label={t('sponsors.url')}
                  required={false}
                />
              </div>
              <UploadInput
                control={control}
                name={`sponsors.${index}.logo`}
                label={t('sponsors.logo')}
                accept={logoTypes}
                removable
              />
              <div className="flex flex-wrap gap-2">
                {(['up', 'down'] as const).map((direction) => {
                  const to = direction === 'up' ? index - 1 : index + 1;
                  return (
                    <button
                      key={direction}
                      id={`${field.key}-${direction}`}
                      type="button"
                      className={secondaryButton}
                      disabled={to < 0 || to >= fields.length}
                      aria-label={t('sponsors.moveLabel', {
                        name: nameOf(index),
                        direction: t(`sponsors.${direction}`),
                      })}
                      onClick={() => shift(index, to)}
                    >
                      {t(`sponsors.${direction}`)}
                    </button>
                  );
                })}
                <button
                  type="button"
                  className={dangerButton}
                  aria-label={t('sponsors.removeLabel', { name: nameOf(index) })}
                  onClick={() => {
                    const next = fields[index + 1] ?? fields[index - 1];
                    focusNext.current = next ? `${next.key}-remove` : 'sponsors-add';
                    remove(index);
                  }}
                  id={`${field.key}-remove`}
                >
                  {t('sponsors.remove')}
                </button>
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      <button
        id="sponsors-add"
        type="button"
        className={secondaryButton}
        onClick={() => append({ name: '', url: '', logo: null }, { shouldFocus: true })}
      >
        {t('sponsors.add')}
      </button>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
