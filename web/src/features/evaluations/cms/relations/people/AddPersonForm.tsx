// Adding a colleague: a combobox over the user directory (name, title and organisation only), a
// contact function, and "add". People already in the evaluation are not offered again.

import { useMutation } from '@apollo/client/react';
import { Field, Label, Select } from '@headlessui/react';
import { type FormEvent, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { primaryButton } from '../../../../../components/buttons/button-styles.ts';
import { SearchCombobox } from '../../../../../components/form/SearchCombobox.tsx';
import { formFrame } from '../../../../../components/cms/relations/relation-styles.ts';
import { refetchOf } from '../../../../../components/cms/relations/use-relation-query.tsx';
import type { ContactFunction } from '../../../../../gql/graphql.ts';
import { contactFunctionLabel } from '../../../labels.ts';
import { refusalMessages } from '../inclusion-data/refusal-messages.ts';
import { useEvaluationRelationText } from '../shared/evaluation-relation-text.ts';
import { contactFunctions, titledName } from './contact-functions.ts';
import { AddEvaluationPersonMutation, EvaluationPeopleQuery } from './people-operations.ts';
import { type DirectoryUser, useDirectorySearch } from './use-directory-search.ts';

interface AddPersonFormProps {
  evaluationId: string;
  /** Users already in the evaluation (by user id). */
  present: ReadonlySet<string>;
  onAdded: (name: string) => void;
}

const fieldClass =
  'block w-full rounded-md border border-neutral-500 bg-white px-3 py-2 text-ink min-h-11';

export function AddPersonForm({ evaluationId, present, onAdded }: AddPersonFormProps) {
  const intl = useIntl();
  const t = useEvaluationRelationText();
  const [term, setTerm] = useState('');
  const [selected, setSelected] = useState<DirectoryUser | null>(null);
  const [contactFunction, setContactFunction] = useState<ContactFunction>('OTHER');
  const [problem, setProblem] = useState<string | null>(null);
  const search = useDirectorySearch(term, present);
  const [add, { loading }] = useMutation(AddEvaluationPersonMutation);
  const problemId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!selected) {
      setProblem(t('people.chooseFirst'));
      return;
    }
    setProblem(null);
    try {
      await add({
        variables: { evaluationId, input: { userId: selected.id, contactFunction } },
        context: { quiet: true },
        ...refetchOf(EvaluationPeopleQuery, { id: evaluationId }),
      });
      onAdded(titledName(selected.name, selected.title));
      setSelected(null);
      setTerm('');
      setContactFunction('OTHER');
    } catch (error) {
      setProblem(refusalMessages(error).join(' ') || t('people.addFailed'));
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className={formFrame}>
      <h3 className="font-bold text-ink">{t('people.addTitle')}</h3>
      <div className="grid gap-4 md:grid-cols-[2fr_1fr_auto] md:items-end">
        <SearchCombobox
          className="relative space-y-1"
          label={t('people.searchLabel')}
          placeholder={t('people.searchPlaceholder')}
          maxLength={100}
          search={search}
          statusTexts={{
            hint: t('people.searchHint'),
            searching: t('people.searching'),
            failed: t('people.searchFailed'),
            noResults: t('people.noResults'),
            resultCount: (count) => t('people.resultCount', { count }),
          }}
          onTermChange={setTerm}
          value={selected}
          onChange={(user) => {
            setSelected(user);
            setProblem(null);
          }}
          displayValue={(user) => user?.name ?? ''}
          onClose={() => setTerm('')}
          describedBy={problem ? problemId : undefined}
        >
          {(user) => (
            <>
              <span className="block font-semibold">{titledName(user.name, user.title)}</span>
              <span className="block text-sm">
                {user.organisation ?? t('people.noOrganisation')}
              </span>
            </>
          )}
        </SearchCombobox>
        <Field className="space-y-1 md:pb-6">
          <Label className="block font-semibold">{t('people.function')}</Label>
          <Select
            className={fieldClass}
            value={contactFunction}
            onChange={(event) => setContactFunction(event.target.value as ContactFunction)}
          >
            {contactFunctions.map((value) => (
              <option key={value} value={value}>
                {intl.formatMessage({ id: contactFunctionLabel(value) })}
              </option>
            ))}
          </Select>
        </Field>
        <div className="md:pb-6">
          <button type="submit" className={primaryButton} disabled={loading}>
            {t('people.add')}
          </button>
        </div>
      </div>
      {problem && (
        <p id={problemId} role="alert" className="font-semibold text-red-700">
          {problem}
        </p>
      )}
    </form>
  );
}
