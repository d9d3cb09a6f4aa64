// The center form in a dialog of its own (the spec has no center detail route): at most 500 px
// wide, focus kept inside, Escape closes, a click outside does not (a half-filled form stays).
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useIntl } from 'react-intl';
import { CenterForm } from './CenterForm.tsx';
import type { CenterBeingEdited } from './use-save-center.ts';

interface CenterFormDialogProps {
  open: boolean;
  /** The center being edited; absent: a new one. */
  edited?: CenterBeingEdited;
  onClose: () => void;
  onSaved: () => void;
}

export function CenterFormDialog({ open, edited, onClose, onSaved }: CenterFormDialogProps) {
  const intl = useIntl();
  const title = edited
    ? intl.formatMessage({ id: 'centers.form.editTitle' }, { title: edited.values.title })
    : intl.formatMessage({ id: 'centers.form.createTitle' });
  return (
    // Headless UI closes on Escape and on a click outside; only Escape should close this one.
    <Dialog
      open={open}
      onClose={() => undefined}
      onKeyDown={(event) => {
        // A control inside that uses Esc itself (a listbox, say) prevents the default.
        if (event.key !== 'Escape' || event.defaultPrevented) return;
        event.preventDefault();
        onClose();
      }}
      className="relative z-50"
    >
      <div className="fixed inset-0 bg-black/40" aria-hidden="true" />
      <div className="fixed inset-0 overflow-y-auto">
        <div className="flex min-h-full items-center justify-center p-3 sm:p-4">
          <DialogPanel className="w-full max-w-[500px] rounded-lg bg-white p-5 shadow-xl sm:p-6">
            <div className="mb-4 flex items-start justify-between gap-3">
              <DialogTitle as="h2" className="text-xl font-bold">
                {title}
              </DialogTitle>
              <button
                type="button"
                onClick={onClose}
                className="min-h-11 min-w-11 rounded-md text-2xl leading-none text-ink hover:bg-neutral-100"
                aria-label={intl.formatMessage({ id: 'centers.form.close' })}
              >
                <span aria-hidden="true">×</span>
              </button>
            </div>
            {open && <CenterForm edited={edited} onSaved={onSaved} onCancel={onClose} />}
          </DialogPanel>
        </div>
      </div>
    </Dialog>
  );
}
