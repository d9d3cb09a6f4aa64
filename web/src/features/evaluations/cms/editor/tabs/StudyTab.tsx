// Field tab "Onderzoek": objective and research question (applicability), the agencies, sponsor,
// trial register, and the EDC system with its Castor study.
import { useIntl } from 'react-intl';
import { valueOptions } from '../../../../../components/form/options.ts';
import { SelectField } from '../../../../../components/form/SelectField.tsx';
import { TextInputField } from '../../../../../components/form/TextInputField.tsx';
import { applicabilityLabel, v1Value } from '../../../labels.ts';
import { applicabilityValues, edcValues } from '../form-values.ts';
import { type FieldTabProps, tabGrid, useEditorText, useTabField } from './tab-props.ts';

export function StudyTab(props: FieldTabProps) {
  const intl = useIntl();
  const t = useEditorText();
  const field = useTabField(props);
  const none = t('choice.none');
  const applicability = valueOptions(applicabilityValues, (value) =>
    intl.formatMessage({ id: applicabilityLabel(value) }),
  );
  const edc = valueOptions(edcValues, (value) => t(`edc.${v1Value(value)}`));
  return (
    <div className={tabGrid}>
      <SelectField {...field('objective')} options={applicability} placeholder={none} />
      <SelectField {...field('researchQuestion')} options={applicability} placeholder={none} />
      <TextInputField {...field('researchAgency')} />
      <TextInputField {...field('resourceAgency')} />
      <TextInputField {...field('sponsor')} />
      <TextInputField {...field('trialRegister')} />
      <SelectField {...field('edc')} options={edc} placeholder={none} />
      <TextInputField
        {...field('castorSlug')}
        hint={props.readOnly ? undefined : t('hint.castorSlug')}
      />
    </div>
  );
}
