// The contact details the contact page shows, with the spec's rules (e-mail, phone digits, Dutch
// postcode) and whether they are invented example content.
import type { Control } from 'react-hook-form';
import { SwitchField } from '../../../components/form/SwitchField.tsx';
import { TextInputField } from '../../../components/form/TextInputField.tsx';
import type { SiteContentValues } from '../form-values.ts';
import { useSiteContentText } from '../messages/index.ts';

export function DetailsTab({ control }: { control: Control<SiteContentValues> }) {
  const t = useSiteContentText();
  const text = (name: 'organisation' | 'street' | 'city' | 'openingHoursNl' | 'openingHoursEn') => (
    <TextInputField
      control={control}
      name={name}
      label={t(`field.${name}`)}
      required={name === 'organisation'}
    />
  );
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {text('organisation')}
      {text('street')}
      <TextInputField
        control={control}
        name="postcode"
        label={t('field.postcode')}
        required={false}
        autoComplete="postal-code"
      />
      {text('city')}
      <TextInputField
        control={control}
        name="email"
        type="email"
        label={t('field.email')}
        autoComplete="email"
      />
      <TextInputField
        control={control}
        name="phone"
        type="tel"
        label={t('field.phone')}
        required={false}
        autoComplete="tel"
      />
      {text('openingHoursNl')}
      {text('openingHoursEn')}
      <SwitchField
        control={control}
        name="contactIsExample"
        label={t('field.contactIsExample')}
        hint={t('hint.contactIsExample')}
      />
    </div>
  );
}
