// A confirmation that replaces a sent form; it takes the focus, so keyboard and screen-reader users
// land on the outcome instead of on a control that no longer exists.
import { type ReactNode, useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { textLink } from '../../components/buttons/button-styles.ts';

export function ConfirmationNotice({ children }: { children: ReactNode }) {
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    notice.current?.focus();
  }, []);
  return (
    <div
      ref={notice}
      tabIndex={-1}
      role="status"
      className="max-w-prose space-y-4 rounded-md border-l-4 border-brand-primary bg-surface-muted p-4 text-lg"
    >
      {children}
    </div>
  );
}

/** The outcome of a password form, with the way back to signing in. */
export function DoneWithLoginLink({
  messageId,
}: {
  messageId: 'password.forgot.sent' | 'password.reset.done';
}) {
  return (
    <ConfirmationNotice>
      <p>
        <FormattedMessage id={messageId} />
      </p>
      <p>
        <Link to="/cms/login" className={textLink}>
          <FormattedMessage id="password.toLogin" />
        </Link>
      </p>
    </ConfirmationNotice>
  );
}
