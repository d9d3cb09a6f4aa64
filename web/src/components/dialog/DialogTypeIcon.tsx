// The icon and colours of a generic dialog's type; the icon shape and a text label carry the type,
// so it is never told by colour alone.
import type { ShellMessageKey as MessageKey } from '../../i18n/messages.ts';
import type { DialogRequest } from '../../store/actions.ts';

export type DialogType = NonNullable<DialogRequest['type']>;

/** The type in words, shown beside the icon. */
export const dialogTypeLabels: Record<DialogType, MessageKey> = {
  success: 'dialog.type.success',
  warning: 'dialog.type.warning',
  error: 'dialog.type.error',
};

/** Accent colours with at least 3:1 (icons, borders) and 4.5:1 (label text) on white. */
export const dialogTypeStyles: Record<DialogType, { text: string; border: string }> = {
  success: { text: 'text-brand-primary-dark', border: 'border-t-brand-primary' },
  warning: { text: 'text-amber-800', border: 'border-t-amber-500' },
  error: { text: 'text-red-700', border: 'border-t-red-600' },
};

const paths: Record<DialogType, string> = {
  // A check in a circle.
  success:
    'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm-1.2 14.2-4-4 1.4-1.4 2.6 2.6 5-5 1.4 1.4-6.4 6.4Z',
  // An exclamation mark in a triangle.
  warning: 'M12 2 1 21h22L12 2Zm1 16h-2v-2h2v2Zm0-4h-2V9h2v5Z',
  // A cross in a circle.
  error:
    'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm3.6 12.2-1.4 1.4L12 13.4l-2.2 2.2-1.4-1.4 2.2-2.2-2.2-2.2 1.4-1.4 2.2 2.2 2.2-2.2 1.4 1.4-2.2 2.2 2.2 2.2Z',
};

export function DialogTypeIcon({ type }: { type: DialogType }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      className={`size-8 shrink-0 fill-current ${dialogTypeStyles[type].text}`}
    >
      <path d={paths[type]} />
    </svg>
  );
}
