// One toolbar button: a real button with an accessible name; toggles report their state with
// aria-pressed. The focus ring is drawn here because the toolbar's roving tab order gives the
// other buttons tabindex -1 (which the base styles leave without an outline).
import type { ComponentProps, ReactNode } from 'react';

interface ToolbarButtonProps extends Omit<ComponentProps<'button'>, 'type' | 'aria-pressed'> {
  /** The accessible name (and tooltip). */
  label: string;
  /** For toggles: whether the format is on where the cursor is. */
  pressed?: boolean;
  children: ReactNode;
}

export const toolbarButtonClass =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded px-2 text-ink hover:bg-gray-100 ' +
  'aria-pressed:bg-brand-primary-dark aria-pressed:text-white disabled:opacity-40 ' +
  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus';

export function ToolbarButton({
  label,
  pressed,
  children,
  className,
  ...button
}: ToolbarButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      className={`${toolbarButtonClass} ${className ?? ''}`}
      {...button}
    >
      {children}
    </button>
  );
}
