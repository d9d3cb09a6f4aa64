// The posts tab's texts: a key of this folder's catalogue without its `cmsOrganisationPosts.` prefix.
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { CmsOrganisationPostsMessageKey } from './messages/index.ts';

type PostKey = CmsOrganisationPostsMessageKey extends `cmsOrganisationPosts.${infer K}` ? K : never;

export function usePostText() {
  const intl = useIntl();
  return useCallback(
    (key: PostKey, values?: Record<string, string | number>) =>
      intl.formatMessage({ id: `cmsOrganisationPosts.${key}` }, values),
    [intl],
  );
}
