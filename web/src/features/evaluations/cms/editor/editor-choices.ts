// The pickers' choices from the editor's request, as { value, label } options.
import {
  organisationOptions,
  recordOptions,
} from '../../../../components/form/organisation-choices.ts';
import type { EvaluationEditorQuery } from '../../../../gql/graphql.ts';

export type EditorChoices = Pick<
  EvaluationEditorQuery,
  'gradations' | 'specializations' | ' $fragmentRefs'
>;

export function choiceOptions(choices: EditorChoices) {
  return {
    ...organisationOptions(choices),
    gradations: recordOptions(choices.gradations),
    specializations: recordOptions(choices.specializations),
  };
}

export type ChoiceOptions = ReturnType<typeof choiceOptions>;
