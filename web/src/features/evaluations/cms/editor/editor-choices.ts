// The pickers' choices from the editor's request, as { value, label } options.
import type { EvaluationEditorQuery } from '../../../../gql/graphql.ts';

export type EditorChoices = Pick<
  EvaluationEditorQuery,
  'gradations' | 'programs' | 'associations' | 'specializations'
>;

export interface Option {
  value: string;
  label: string;
}

const options = (page: { data: readonly { id: string; title: string }[] }): Option[] =>
  page.data.map((record) => ({ value: record.id, label: record.title }));

export function choiceOptions(choices: EditorChoices) {
  return {
    gradations: options(choices.gradations),
    programs: options(choices.programs),
    associations: options(choices.associations),
    specializations: options(choices.specializations),
  };
}

export type ChoiceOptions = ReturnType<typeof choiceOptions>;
