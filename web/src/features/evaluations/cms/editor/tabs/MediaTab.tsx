// Field tab "Media": logo and banner (uploads), the Vimeo video and the instruction video.
import { useIntl } from 'react-intl';
import { ImageUploadField } from '../../../../../components/form/ImageUploadField.tsx';
import { TextInputField } from '../../../../../components/form/TextInputField.tsx';
import { type FieldTabProps, tabGrid, useEditorText } from './tab-props.ts';

export function MediaTab({ control, readOnly }: FieldTabProps) {
  const intl = useIntl();
  const t = useEditorText();
  const image = (name: 'logo' | 'banner') => {
    const label = t(`field.${name}`);
    return (
      <ImageUploadField
        control={control}
        name={name}
        label={label}
        removeLabel={intl.formatMessage({ id: 'cmsEvaluations.editor.image.remove' }, { label })}
        readOnly={readOnly}
        noneText={t('image.none')}
      />
    );
  };
  return (
    <div className={tabGrid}>
      {image('logo')}
      {image('banner')}
      <TextInputField
        control={control}
        name="vimeoId"
        label={t('field.vimeoId')}
        hint={readOnly ? undefined : t('hint.vimeoId')}
        inputMode="numeric"
        required={false}
        readOnly={readOnly}
      />
      <TextInputField
        control={control}
        name="instructionVideoUrl"
        label={t('field.instructionVideoUrl')}
        type="url"
        required={false}
        readOnly={readOnly}
      />
    </div>
  );
}
