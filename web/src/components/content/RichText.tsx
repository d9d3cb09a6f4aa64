// Rich text the server has already sanitized (descriptions, sections, contact, posts), styled
// like prose in a container. Only server-sanitized fields may come here: the HTML goes in as is.
const proseLook = [
  'max-w-prose space-y-3 leading-relaxed break-words',
  '[&_a]:font-semibold [&_a]:text-brand-primary-dark [&_a]:underline',
  '[&_h1]:text-xl [&_h1]:font-semibold [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:font-semibold',
  '[&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6',
  '[&_table]:border-collapse [&_td]:border [&_td]:border-gray-300 [&_td]:p-1',
  '[&_blockquote]:border-l-4 [&_blockquote]:border-gray-300 [&_blockquote]:pl-3',
].join(' ');

export function RichText({ html }: { html: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized on the server (rich-text.ts)
  return <div className={proseLook} dangerouslySetInnerHTML={{ __html: html }} />;
}
