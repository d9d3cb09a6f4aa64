// An information page's text: rich text the server sanitized, styled like the pages were before
// they became content. Links to the site's own paths (`/contact`) move within the app, as the
// menu's links do, instead of loading the page anew.
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';

const look = [
  'max-w-prose space-y-3 text-lg leading-relaxed break-words',
  '[&_h2]:pt-7 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-brand-primary-dark',
  '[&_h3]:pt-4 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-brand-primary-dark',
  '[&_h1]:text-3xl [&_h1]:font-bold [&_h1]:text-brand-primary-dark',
  '[&_a]:font-semibold [&_a]:text-brand-primary-dark [&_a]:underline [&_a]:underline-offset-2',
  '[&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:space-y-1 [&_ol]:pl-6',
  '[&_table]:border-collapse [&_td]:border [&_td]:border-gray-300 [&_td]:p-1',
  '[&_th]:border [&_th]:border-gray-300 [&_th]:p-1 [&_th]:text-left',
  '[&_blockquote]:border-l-4 [&_blockquote]:border-gray-300 [&_blockquote]:pl-3',
].join(' ');

export function InfoText({ html }: { html: string }) {
  const navigate = useNavigate();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const follow = (event: MouseEvent) => {
      const link = (event.target as Element).closest?.('a');
      const href = link?.getAttribute('href') ?? '';
      const plain = !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
      if (!link || !href.startsWith('/') || href.startsWith('//') || !plain || link.target) return;
      event.preventDefault();
      navigate(href);
    };
    element.addEventListener('click', follow);
    return () => element.removeEventListener('click', follow);
  }, [navigate]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized on the server (rich-text.ts)
  return <div ref={ref} className={look} dangerouslySetInnerHTML={{ __html: html }} />;
}
