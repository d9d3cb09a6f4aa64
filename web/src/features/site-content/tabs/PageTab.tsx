// One information page's texts: the introduction (plain) and the text (rich text, which may link to
// the site's own pages as /contact), in Dutch and in English.
import type { Control } from 'react-hook-form';
import { TextareaField } from '../../../components/form/TextareaField.tsx';
import { RichTextInput } from '../../../components/cms/relations/RichTextInput.tsx';
import type { SitePageKey } from '../../../gql/graphql.ts';
import type { SiteContentValues } from '../form-values.ts';
import { useSiteContentText } from '../messages/index.ts';

const routes: Record<SitePageKey, string> = {
  WHO: '/who',
  ABOUT: '/about',
  DISCLAIMER: '/disclaimer',
  CONTACT: '/contact',
  ACCESSIBILITY: '/accessibility',
};

export function PageTab({
  control,
  pageKey,
}: {
  control: Control<SiteContentValues>;
  pageKey: SitePageKey;
}) {
  const t = useSiteContentText();
  const path = routes[pageKey];
  return (
    <div className="space-y-6">
      <p className="max-w-prose text-ink-muted">
        {t('page.hint')}{' '}
        <a href={path} target="_blank" rel="noopener" className="font-semibold underline">
          {t('page.view', { path })}
        </a>
      </p>
      {(['Nl', 'En'] as const).map((language) => (
        <div key={language} className="space-y-4">
          <TextareaField
            control={control}
            name={`pages.${pageKey}.intro${language}`}
            label={t(`page.intro${language}`)}
            required={false}
            rows={3}
            maxLength={1000}
          />
          <RichTextInput
            control={control}
            name={`pages.${pageKey}.body${language}`}
            label={t(`page.body${language}`)}
            sitePaths
          />
        </div>
      ))}
    </div>
  );
}
