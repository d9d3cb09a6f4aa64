// The password rules as a live checklist: each rule says in words (and with a mark) whether it is met.
import { FormattedMessage } from 'react-intl';
import { PASSWORD_MIN_LENGTH, passwordRules } from './password-rules.ts';

export function PasswordChecklist({ id, password }: { id: string; password: string }) {
  return (
    <div id={id} className="rounded-md bg-surface-muted p-4 text-sm">
      <p className="font-semibold">
        <FormattedMessage id="password.reset.rules" />
      </p>
      <ul className="mt-2 space-y-1">
        {passwordRules.map((rule) => {
          const met = rule.isMet(password);
          return (
            <li
              key={rule.id}
              data-rule={rule.id}
              data-met={met}
              className={`flex items-start gap-2 ${met ? 'text-brand-primary-dark' : 'text-ink'}`}
            >
              <span aria-hidden="true" className="w-4 shrink-0 font-bold">
                {met ? '✓' : '✗'}
              </span>
              <span>
                <FormattedMessage id={rule.messageKey} values={{ min: PASSWORD_MIN_LENGTH }} />
                <span className="sr-only">
                  {' ('}
                  <FormattedMessage
                    id={met ? 'password.reset.ruleMet' : 'password.reset.ruleUnmet'}
                  />
                  {')'}
                </span>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
