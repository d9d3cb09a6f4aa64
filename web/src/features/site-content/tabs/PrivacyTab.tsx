// Where the footer's privacy link goes: a web address or an uploaded PDF, exactly one of them.
import { type Control, useWatch } from 'react-hook-form';
import { RadioGroupField } from '../../../components/form/RadioGroupField.tsx';
import { TextInputField } from '../../../components/form/TextInputField.tsx';
import { UploadInput } from '../../../components/cms/relations/UploadInput.tsx';
import type { SiteContentValues } from '../form-values.ts';
import { useSiteContentText } from '../messages/index.ts';

export function PrivacyTab({ control }: { control: Control<SiteContentValues> }) {
  const t = useSiteContentText();
  const kind = useWatch({ control, name: 'privacyKind' });
  return (
    <div className="max-w-prose space-y-6">
      <RadioGroupField
        control={control}
        name="privacyKind"
        label={t('field.privacyKind')}
        hint={t('hint.privacy')}
        options={[
          { value: 'url', label: t('privacy.url') },
          { value: 'file', label: t('privacy.file') },
        ]}
        inline
      />
      {kind === 'file' ? (
        <UploadInput
          control={control}
          name="privacyStatementFile"
          label={t('field.privacyStatementFile')}
          accept={['.pdf', 'application/pdf']}
        />
      ) : (
        <TextInputField
          control={control}
          name="privacyStatementUrl"
          type="url"
          label={t('field.privacyStatementUrl')}
          inputMode="url"
        />
      )}
    </div>
  );
}
