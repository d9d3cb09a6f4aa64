// The CMS organisation screens' texts: a key of their catalogue without the `cmsOrganisations.`
// prefix.
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { CmsOrganisationsMessageKey } from './messages/index.ts';

type OrganisationKey = CmsOrganisationsMessageKey extends `cmsOrganisations.${infer K}` ? K : never;

export function useOrganisationText() {
  const intl = useIntl();
  return useCallback(
    (key: OrganisationKey, values?: Record<string, string | number>) =>
      intl.formatMessage({ id: `cmsOrganisations.${key}` }, values),
    [intl],
  );
}
