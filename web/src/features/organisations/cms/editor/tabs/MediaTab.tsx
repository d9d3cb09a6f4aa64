// Field tab "Logo en banner": the two images, each uploaded at once (the save sends the new file
// id) and removable.
import { UploadInput } from '../../../../../components/cms/relations/UploadInput.tsx';
import { useOrganisationText } from '../../organisation-text.ts';
import { type FieldTabProps, tabGrid } from './field-tab-props.ts';

const imageTypes = [
  '.png',
  '.jpg',
  '.jpeg',
  '.gif',
  '.svg',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/svg+xml',
];

export function MediaTab({ control }: FieldTabProps) {
  const t = useOrganisationText();
  return (
    <div className="space-y-4">
      <p className="text-ink-muted">{t('editor.hint.image')}</p>
      <div className={tabGrid}>
        <UploadInput
          control={control}
          name="logo"
          label={t('editor.field.logo')}
          accept={imageTypes}
          removable
        />
        <UploadInput
          control={control}
          name="banner"
          label={t('editor.field.banner')}
          accept={imageTypes}
          removable
        />
      </div>
    </div>
  );
}
