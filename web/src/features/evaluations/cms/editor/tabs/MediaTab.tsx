// Field tab "Media": logo and banner (uploads), the Vimeo video and the instruction video.
import { useIntl } from 'react-intl';
import { ImageUploadField } from '../../../../../components/form/ImageUploadField.tsx';
import { TextInputField } from '../../../../../components/form/TextInputField.tsx';
import { type FieldTabProps, tabGrid, useEditorText, useTabField } from './tab-props.ts';

export function MediaTab(props: FieldTabProps) {
  const { control, readOnly } = props;
  const intl = useIntl();
  const t = useEditorText();
  const field = useTabField(props);
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
        {...field('vimeoId')}
        hint={readOnly ? undefined : t('hint.vimeoId')}
        inputMode="numeric"
      />
      <TextInputField {...field('instructionVideoUrl')} type="url" />
    </div>
  );
}
