// The cmsOrganisationPosts message catalogues: Dutch travels with the chunk that uses them, English on demand.
import { defineCatalogues } from '../../../../../i18n/feature-messages.tsx';
import nl from './nl.json' with { type: 'json' };

export const cmsOrganisationPostsMessages = defineCatalogues(
  'cmsOrganisationPosts',
  nl,
  () => import('./en.json', { with: { type: 'json' } }),
);

export type CmsOrganisationPostsMessageKey = keyof typeof nl;

declare module '../../../../../i18n/messages.ts' {
  interface MessageKeys {
    cmsOrganisationPosts: CmsOrganisationPostsMessageKey;
  }
}
