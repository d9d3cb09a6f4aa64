// A value of a record's field as something to show, whatever it came as: a form's value (the
// conflict dialog) or a value the history recorded as /v1 answered it (a title, rich text, a list
// of records, a file, a day). Rich text becomes its text; records and files their name; a choice
// its option's label. Pure, so the dialog, the timeline and their tests share it.
import { plainText } from '../../content/plain-text.ts';
import type { EditorFieldInfo } from '../editor/editor-fields.ts';

export type ValueView =
  | { kind: 'empty' }
  | { kind: 'text'; text: string }
  /** Rich text's text, compared word by word. */
  | { kind: 'words'; text: string }
  | { kind: 'boolean'; value: boolean }
  /** A day, `YYYY-MM-DD`. */
  | { kind: 'day'; value: string }
  /** A moment, ISO 8601. */
  | { kind: 'moment'; value: string }
  | { kind: 'items'; items: string[] };

type FieldHints = Pick<EditorFieldInfo, 'rich' | 'options'>;

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;
const momentPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
/** Stored rich text starts with a block element (the server's allow list). */
const htmlPattern = /^\s*<(p|h[1-6]|ul|ol|table|blockquote|div)[\s>]/i;

/** A choice's label: the form's values are GraphQL enum names, /v1's are lower case. */
function optionLabel(value: string, hints: FieldHints): string | undefined {
  const wanted = value.toLowerCase();
  return hints.options?.find((option) => option.value.toLowerCase() === wanted)?.label;
}

/** What names a record, a file or an item: its title or name, else its text, else its id. */
export function recordName(record: object): string {
  const fields = record as Record<string, unknown>;
  for (const key of ['title', 'name', 'label', 'email']) {
    const value = fields[key];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  for (const key of ['file', 'user']) {
    const inner = fields[key];
    if (inner && typeof inner === 'object') return recordName(inner);
  }
  for (const key of ['content', 'text', 'description']) {
    const value = fields[key];
    if (typeof value === 'string' && value.trim() !== '') return shortened(plainText(value));
  }
  return fields.id === undefined ? '' : `#${String(fields.id)}`;
}

/** Rich text's text with a line per block (paragraph, heading, list item, row), so a diff reads. */
export function richTextLines(html: string): string {
  return html
    .split(/<\/(?:p|h[1-6]|li|tr|blockquote|div)>|<br\s*\/?>/i)
    .map(plainText)
    .filter((line) => line !== '')
    .join('\n');
}

const shortened = (text: string, max = 80) => (text.length > max ? `${text.slice(0, max)}…` : text);

function itemText(item: unknown, hints: FieldHints): string {
  if (item && typeof item === 'object') return recordName(item);
  const text = String(item);
  return optionLabel(text, hints) ?? text;
}

function stringView(value: string, hints: FieldHints): ValueView {
  if (value.trim() === '') return { kind: 'empty' };
  const label = optionLabel(value, hints);
  if (label) return { kind: 'text', text: label };
  if (hints.rich || htmlPattern.test(value)) {
    const text = richTextLines(value);
    return text === '' ? { kind: 'empty' } : { kind: 'words', text };
  }
  if (dayPattern.test(value)) return { kind: 'day', value };
  if (momentPattern.test(value) && !Number.isNaN(Date.parse(value)))
    return { kind: 'moment', value };
  return { kind: 'text', text: value };
}

/** How to show a value of a field (`hints` from the editor's fields, when it knows the field). */
export function valueView(value: unknown, hints: FieldHints = {}): ValueView {
  if (value === null || value === undefined) return { kind: 'empty' };
  if (typeof value === 'boolean') return { kind: 'boolean', value };
  if (typeof value === 'number') return { kind: 'text', text: String(value) };
  if (typeof value === 'string') return stringView(value, hints);
  if (Array.isArray(value)) {
    if (value.length === 0) return { kind: 'empty' };
    return { kind: 'items', items: value.map((item) => itemText(item, hints)) };
  }
  if (typeof value === 'object') {
    const name = recordName(value);
    return name === '' ? { kind: 'empty' } : { kind: 'text', text: name };
  }
  return { kind: 'text', text: String(value) };
}
