// The user form's fields as the CMS kit shows them in the conflict dialog and the history: each
// field's label (the form's own) and the choices' labels.
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { EditorFields } from '../../../components/cms/editor/editor-fields.ts';
import { valueOptions } from '../../../components/form/options.ts';
import type { OrganisationOptions } from '../../../components/form/organisation-choices.ts';
import {
  genderLabel,
  genderValues,
  roleLabel,
  roleValues,
  titleLabel,
  titleValues,
} from '../labels.ts';
import type { UsersMessageKey } from '../messages/index.ts';

export function useUserEditorFields(options: OrganisationOptions): EditorFields {
  const intl = useIntl();
  return useMemo(() => {
    const t = (id: UsersMessageKey) => intl.formatMessage({ id });
    return {
      email: { label: t('users.form.email') },
      firstName: { label: t('users.form.firstName') },
      middleName: { label: t('users.form.middleName') },
      lastName: { label: t('users.form.lastName') },
      title: {
        label: t('users.form.title'),
        options: valueOptions(titleValues, (value) => t(titleLabel(value))),
      },
      gender: {
        label: t('users.form.gender'),
        options: valueOptions(genderValues, (value) => t(genderLabel(value))),
      },
      phoneNumber: { label: t('users.form.phoneNumber') },
      role: {
        label: t('users.form.role'),
        options: valueOptions(roleValues, (value) => t(roleLabel(value))),
      },
      isActive: { label: t('users.form.isActive') },
      programId: { label: t('users.form.program'), options: options.programs },
      associationId: { label: t('users.form.association'), options: options.associations },
      avatar: { label: t('users.form.avatar') },
    };
  }, [intl, options]);
}
