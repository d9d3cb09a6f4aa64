// One person of the evaluation: their name and contact function. With edit rights the function is
// a select that saves on change, and a button removes the person after a destructive confirmation.
import { useMutation } from '@apollo/client/react';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { dangerButton } from '../../../../../components/buttons/button-styles.ts';
import { useDialog } from '../../../../../components/dialog/use-dialog.ts';
import { refetchOf } from '../../../../../components/cms/relations/use-relation-query.tsx';
import type { ContactFunction, EvaluationPeopleTabQuery } from '../../../../../gql/graphql.ts';
import { contactFunctionLabel } from '../../../labels.ts';
import { useEvaluationRelationText } from '../shared/evaluation-relation-text.ts';
import { contactFunctions, titledName } from './contact-functions.ts';
import {
  EvaluationPeopleQuery,
  RemoveEvaluationPersonMutation,
  UpdateEvaluationPersonMutation,
} from './people-operations.ts';

export type Person = NonNullable<EvaluationPeopleTabQuery['evaluation']>['people'][number];

interface PersonItemProps {
  evaluationId: string;
  person: Person;
  canEdit: boolean;
  announce: (text: string) => void;
}

export function PersonItem({ evaluationId, person, canEdit, announce }: PersonItemProps) {
  const intl = useIntl();
  const t = useEvaluationRelationText();
  const ask = useDialog();
  const selectId = useId();
  const name = titledName(person.user.name, person.user.title);
  const [update, updating] = useMutation(UpdateEvaluationPersonMutation);
  const [remove, removing] = useMutation(RemoveEvaluationPersonMutation);

  const changeFunction = async (contactFunction: ContactFunction) => {
    const result = await update({
      variables: { evaluationId, id: person.id, input: { contactFunction } },
    }).catch(() => null);
    announce(t(result ? 'people.updated' : 'people.updateFailed', { name }));
  };

  const confirmRemove = async () => {
    const answer = await ask({
      kind: 'mitigate',
      type: 'warning',
      title: t('people.removeTitle'),
      confirm: t('people.remove'),
      cancel: true,
      payload: { count: 1, names: [name] },
    });
    if (answer.result !== 'confirm') return;
    const result = await remove({
      variables: { evaluationId, id: person.id },
      ...refetchOf(EvaluationPeopleQuery, { id: evaluationId }),
    }).catch(() => null);
    if (result?.data?.removeEvaluationPerson) announce(t('people.removed', { name }));
  };

  const functionText = intl.formatMessage({ id: contactFunctionLabel(person.contactFunction) });
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
      <span className="min-w-48 flex-1 font-semibold text-ink">{name}</span>
      {canEdit ? (
        <>
          <label htmlFor={selectId} className="sr-only">
            {t('people.functionOf', { name })}
          </label>
          <select
            id={selectId}
            className="min-h-11 rounded-md border border-neutral-500 bg-white px-3 py-2 text-ink"
            value={person.contactFunction}
            disabled={updating.loading}
            onChange={(event) => void changeFunction(event.target.value as ContactFunction)}
          >
            {contactFunctions.map((value) => (
              <option key={value} value={value}>
                {intl.formatMessage({ id: contactFunctionLabel(value) })}
              </option>
            ))}
          </select>
          <button
            type="button"
            className={dangerButton}
            disabled={removing.loading}
            aria-label={t('people.removeNamed', { name })}
            onClick={() => void confirmRemove()}
          >
            {t('people.remove')}
          </button>
        </>
      ) : (
        <span className="text-ink-muted">{functionText}</span>
      )}
    </li>
  );
}
