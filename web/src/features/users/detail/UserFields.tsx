// The fields of the user form, in three titled groups (person, account, organisation). Locked
// fields (see edit-rights.ts) are shown read-only.
import { type Control, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { valueOptions } from '../../../components/form/options.ts';
import type { OrganisationOptions } from '../../../components/form/organisation-choices.ts';
import { SelectField } from '../../../components/form/SelectField.tsx';
import { SwitchField } from '../../../components/form/SwitchField.tsx';
import { TextInputField } from '../../../components/form/TextInputField.tsx';
import {
  genderLabel,
  genderValues,
  roleLabel,
  roleValues,
  titleLabel,
  titleValues,
} from '../labels.ts';
import type { UsersMessageKey } from '../messages/index.ts';
import { AvatarField } from './AvatarField.tsx';
import { fullName, type LockableField, type UserValues } from './form-values.ts';

interface UserFieldsProps {
  control: Control<UserValues>;
  options: OrganisationOptions;
  locked: readonly LockableField[];
  /** The initials avatar's name while the name fields are empty (the saved user's name). */
  savedName?: string;
}

const group = 'space-y-4 rounded-md border border-neutral-300 p-4 sm:p-6';
const legend = 'px-1 text-lg font-bold';
const pair = 'grid gap-4 md:grid-cols-2';

export function UserFields({ control, options, locked, savedName = '' }: UserFieldsProps) {
  const intl = useIntl();
  const [firstName, middleName, lastName] = useWatch({
    control,
    name: ['firstName', 'middleName', 'lastName'],
  });
  const avatarName = fullName({ firstName, middleName, lastName }) || savedName;
  const t = (id: UsersMessageKey) => intl.formatMessage({ id });
  const none = t('users.form.none');
  return (
    <div className="space-y-6">
      <fieldset className={group}>
        <legend className={legend}>{t('users.form.section.person')}</legend>
        <div className={pair}>
          <SelectField
            control={control}
            name="gender"
            label={t('users.form.gender')}
            required={false}
            placeholder={none}
            options={valueOptions(genderValues, (value) => t(genderLabel(value)))}
          />
          <SelectField
            control={control}
            name="title"
            label={t('users.form.title')}
            required={false}
            placeholder={none}
            options={valueOptions(titleValues, (value) => t(titleLabel(value)))}
          />
        </div>
        <div className="grid gap-4 md:grid-cols-3">
          <TextInputField
            control={control}
            name="firstName"
            label={t('users.form.firstName')}
            required={false}
            autoComplete="off"
          />
          <TextInputField
            control={control}
            name="middleName"
            label={t('users.form.middleName')}
            required={false}
            autoComplete="off"
          />
          <TextInputField
            control={control}
            name="lastName"
            label={t('users.form.lastName')}
            autoComplete="off"
          />
        </div>
        <TextInputField
          control={control}
          name="phoneNumber"
          label={t('users.form.phoneNumber')}
          required={false}
          type="tel"
          autoComplete="off"
        />
        <AvatarField control={control} name={avatarName} />
      </fieldset>
      <fieldset className={group}>
        <legend className={legend}>{t('users.form.section.account')}</legend>
        <TextInputField
          control={control}
          name="email"
          label={t('users.form.email')}
          type="email"
          autoComplete="off"
          readOnly={locked.includes('email')}
        />
        <div className={pair}>
          <SelectField
            control={control}
            name="role"
            label={t('users.form.role')}
            readOnly={locked.includes('role')}
            options={valueOptions(roleValues, (value) => t(roleLabel(value)))}
          />
          <SwitchField
            control={control}
            name="isActive"
            label={t('users.form.isActive')}
            required={false}
            readOnly={locked.includes('isActive')}
          />
        </div>
      </fieldset>
      <fieldset className={group}>
        <legend className={legend}>{t('users.form.section.organisation')}</legend>
        <div className={pair}>
          <SelectField
            control={control}
            name="programId"
            label={t('users.form.program')}
            required={false}
            placeholder={none}
            options={options.programs}
          />
          <SelectField
            control={control}
            name="associationId"
            label={t('users.form.association')}
            required={false}
            placeholder={none}
            options={options.associations}
          />
        </div>
      </fieldset>
    </div>
  );
}
