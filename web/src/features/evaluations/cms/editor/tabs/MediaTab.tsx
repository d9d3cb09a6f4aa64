// Field tab "Media": logo and banner (uploads), the Vimeo video and the instruction video.
import { TextInputField } from '../../../../../components/form/TextInputField.tsx';
import { ImageField } from './ImageField.tsx';
import { type FieldTabProps, tabGrid, useEditorText } from './tab-props.ts';

export function MediaTab({ control, readOnly }: FieldTabProps) {
  const t = useEditorText();
  return (
    <div className={tabGrid}>
      <ImageField control={control} name="logo" label={t('field.logo')} readOnly={readOnly} />
      <ImageField control={control} name="banner" label={t('field.banner')} readOnly={readOnly} />
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
