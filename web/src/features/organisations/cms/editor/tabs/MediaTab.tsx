// Field tab "Logo en banner": the two images, each uploaded at once (the save sends the new file
// id) and removable, on the form kit's image field.
import { ImageUploadField } from '../../../../../components/form/ImageUploadField.tsx';
import { useOrganisationText } from '../../organisation-text.ts';
import { type FieldTabProps, tabGrid } from './field-tab-props.ts';

export function MediaTab({ control }: FieldTabProps) {
  const t = useOrganisationText();
  const image = (name: 'logo' | 'banner') => {
    const label = t(`editor.field.${name}`);
    return (
      <ImageUploadField
        control={control}
        name={name}
        label={label}
        removeLabel={t('editor.image.remove', { label })}
      />
    );
  };
  return (
    <div className="space-y-4">
      <p className="text-ink-muted">{t('editor.hint.image')}</p>
      <div className={tabGrid}>
        {image('logo')}
        {image('banner')}
      </div>
    </div>
  );
}
