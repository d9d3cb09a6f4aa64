// The update text of a bug report's pulse: the report as plain readable text with a link to it in
// the CMS. The report is already redacted when it is stored.
import type { Selectable } from 'kysely';
import type { BugReportsTable } from '../db/types.ts';

const MAX_ACTIONS_SHOWN = 15;
const MAX_STACK_CHARS = 2_000;

interface StackEntry {
  message?: string;
  filename?: string | null;
  line?: number | null;
  column?: number | null;
  error?: string | null;
}
interface Action {
  type?: string;
  at?: string;
}
interface Browser {
  user_agent?: string;
  language?: string | null;
  viewport_width?: number;
  viewport_height?: number;
}

const json = <T>(value: unknown, fallback: T): T =>
  (typeof value === 'string' ? JSON.parse(value) : (value ?? fallback)) as T;

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}…` : text);

export const reportLink = (publicUrl: string, id: string) => `${publicUrl}/cms/bug-reports/${id}`;

export function reportText(report: Selectable<BugReportsTable>, publicUrl: string): string {
  const stack = json<StackEntry[]>(report.stack_trace, []);
  const actions = json<Action[]>(report.actions, []);
  const browser = json<Browser>(report.browser, {});
  const time = new Date(report.occurred_at).toISOString();
  const lines = [
    report.title,
    '',
    report.description,
    '',
    `Page: ${report.url}`,
    `Time: ${time}`,
    `Browser: ${browser.user_agent ?? 'unknown'}${browser.language ? ` (${browser.language})` : ''}, viewport ${browser.viewport_width ?? '?'}x${browser.viewport_height ?? '?'}`,
    '',
    `Errors (${stack.length}):`,
    ...(stack.length === 0 ? ['  none recorded'] : []),
    ...stack.map((entry, index) => {
      const where = entry.filename
        ? ` at ${entry.filename}${entry.line != null ? `:${entry.line}` : ''}${entry.column != null ? `:${entry.column}` : ''}`
        : '';
      const detail = entry.error ? `\n${clip(entry.error, MAX_STACK_CHARS)}` : '';
      return `  ${index + 1}. ${entry.message ?? ''}${where}${detail}`;
    }),
    '',
    `Last actions (${actions.length}${actions.length > MAX_ACTIONS_SHOWN ? `, the last ${MAX_ACTIONS_SHOWN} shown` : ''}):`,
    ...actions
      .slice(-MAX_ACTIONS_SHOWN)
      .map((action) => `  ${action.at ?? ''} ${action.type ?? ''}`),
    '',
    `Full report, screenshot and action log: ${reportLink(publicUrl, report.id)}`,
  ];
  return lines.join('\n');
}
