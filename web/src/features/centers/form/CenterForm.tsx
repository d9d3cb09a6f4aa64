// The center form: name, kind, and an optional address whose street and city are filled in from
// the postcode and house number (use-address-lookup.ts). Calls onSaved after a successful save.
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { FormActions } from '../../../components/form/FormActions.tsx';
import { FormAlert } from '../../../components/form/FormAlert.tsx';
import { formResolver } from '../../../components/form/form-resolver.ts';
import { valueOptions } from '../../../components/form/options.ts';
import { SelectField } from '../../../components/form/SelectField.tsx';
import { TextInputField } from '../../../components/form/TextInputField.tsx';
import { centerTypeLabel, centerTypes } from '../list/center-types.ts';
import type { CentersMessageKey } from '../messages/index.ts';
import {
  type CenterFormInput,
  type CenterFormOutput,
  centerFormSchema,
  emptyCenterForm,
} from './center-form-values.ts';
import { LookupStatusText } from './LookupStatusText.tsx';
import { useAddressLookup } from './use-address-lookup.ts';
import { type CenterBeingEdited, useSaveCenter } from './use-save-center.ts';

interface CenterFormProps {
  edited?: CenterBeingEdited;
  onSaved: () => void;
  onCancel: () => void;
}

export function CenterForm({ edited, onSaved, onCancel }: CenterFormProps) {
  const intl = useIntl();
  const t = (id: CentersMessageKey) => intl.formatMessage({ id });
  const save = useSaveCenter();
  const [alerts, setAlerts] = useState<string[]>([]);
  const form = useForm<CenterFormInput, unknown, CenterFormOutput>({
    resolver: formResolver(centerFormSchema),
    defaultValues: edited?.values ?? emptyCenterForm,
  });
  const lookup = useAddressLookup(form);
  const { markKnown } = lookup;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the center's own address, once
  useEffect(() => {
    if (edited) markKnown(edited.values);
  }, []);

  const typeOptions = useMemo(
    () => valueOptions(centerTypes, (type) => intl.formatMessage({ id: centerTypeLabel(type) })),
    [intl],
  );

  // The address parts are optional, each labelled by its own name in the catalogue.
  const addressField = (
    name: 'postcode' | 'number' | 'numberAdd' | 'street' | 'city',
    maxLength: number,
  ) => ({
    control: form.control,
    name,
    label: t(`centers.form.${name}`),
    required: false,
    maxLength,
  });

  const submit = form.handleSubmit(async (values) => {
    setAlerts([]);
    const result = await save(values, edited, form.setError);
    if (result.ok) onSaved();
    else setAlerts(result.alerts);
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <FormAlert messages={alerts} />
      <TextInputField
        control={form.control}
        name="title"
        label={t('centers.form.title')}
        maxLength={200}
        autoComplete="off"
      />
      <SelectField
        control={form.control}
        name="type"
        label={t('centers.form.type')}
        options={typeOptions}
      />
      <fieldset className="space-y-4">
        <legend className="font-semibold">{t('centers.form.address')}</legend>
        <p className="text-sm text-ink-muted">{t('centers.form.addressHint')}</p>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-[1fr_1fr_6rem]">
          <TextInputField
            {...addressField('postcode', 10)}
            autoComplete="postal-code"
            className="col-span-2 sm:col-span-1"
          />
          <TextInputField {...addressField('number', 10)} inputMode="numeric" />
          <TextInputField {...addressField('numberAdd', 10)} />
        </div>
        <LookupStatusText status={lookup.status} />
        <TextInputField {...addressField('street', 200)} autoComplete="address-line1" />
        <TextInputField {...addressField('city', 120)} autoComplete="address-level2" />
      </fieldset>
      <FormActions saving={form.formState.isSubmitting} onCancel={onCancel} />
    </form>
  );
}
