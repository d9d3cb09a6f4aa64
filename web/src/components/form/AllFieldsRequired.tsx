// A form whose every field must be filled in, and which says so once (or asks for one thing only):
// its fields draw no `*` of their own, but stay `aria-required`.
import { createContext, type ReactNode, useContext } from 'react';
import { FormattedMessage } from 'react-intl';

const MarksShown = createContext(true);

/** Whether a required field draws its `*` here (not inside `AllFieldsRequired`). */
export const useRequiredMarks = () => useContext(MarksShown);

interface AllFieldsRequiredProps {
  /** Shows "Alle velden zijn verplicht" before the fields. */
  note?: boolean;
  children: ReactNode;
}

export function AllFieldsRequired({ note = false, children }: AllFieldsRequiredProps) {
  return (
    <MarksShown value={false}>
      {note && (
        <p className="text-sm text-ink-muted">
          <FormattedMessage id="form.allRequired" />
        </p>
      )}
      {children}
    </MarksShown>
  );
}
