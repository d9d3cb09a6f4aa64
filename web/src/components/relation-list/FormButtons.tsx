// The buttons under a relation form (save, cancel) and the server's messages that belong to no
// field, announced as an alert.

import { primaryButton, secondaryButton } from '../buttons/button-styles.ts';
import { useRelationListText } from './relation-list-text.ts';

interface FormButtonsProps {
  saving: boolean;
  onCancel: () => void;
  otherMessages?: readonly string[];
}

export function FormButtons({ saving, onCancel, otherMessages = [] }: FormButtonsProps) {
  const t = useRelationListText();
  return (
    <div className="space-y-3">
      {otherMessages.length > 0 && (
        <ul
          role="alert"
          className="space-y-1 rounded-md border border-red-700 bg-red-50 p-3 text-red-800"
        >
          {otherMessages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={primaryButton} disabled={saving} aria-disabled={saving}>
          {saving ? t('saving') : t('save')}
        </button>
        <button type="button" className={secondaryButton} onClick={onCancel}>
          {t('cancel')}
        </button>
      </div>
    </div>
  );
}
