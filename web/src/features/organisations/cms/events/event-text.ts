// The events tab's texts: a key of this folder's catalogue without its `cmsOrganisationEvents.` prefix.
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { CmsOrganisationEventsMessageKey } from './messages/index.ts';

export type EventTextKey =
  CmsOrganisationEventsMessageKey extends `cmsOrganisationEvents.${infer K}` ? K : never;

export function useEventText() {
  const intl = useIntl();
  return useCallback(
    (key: EventTextKey, values?: Record<string, string | number>) =>
      intl.formatMessage({ id: `cmsOrganisationEvents.${key}` }, values),
    [intl],
  );
}
