// The editor's one request (the evaluation with every field and the choices of its pickers) and
// its two mutations. The form reads the evaluation through its fragment (form-values.ts).
import { graphql } from '../../../../gql';

export const EvaluationEditorFragment = graphql(`
  fragment EvaluationEditor_evaluation on Evaluation {
    id
    version
    title
    slug
    url
    studyTitle
    status
    phase
    description
    descriptionShort
    objective
    researchQuestion
    studyDesign
    contactInfo
    researchAgency
    resourceAgency
    sponsor
    analysis
    figure
    edc
    castorSlug
    vimeoId
    instructionVideoUrl
    currentMedicalGuideline
    trialRegister
    tags
    startsAt
    endsAt
    adjustedEndsAt
    firstInclusionAt
    lastInclusionAt
    publishAt
    unpublishAt
    isVisibleAtInclusionMonitor
    gradationId
    logo {
      ...StoredFile_file
    }
    banner {
      ...StoredFile_file
    }
    programs {
      id
    }
    associations {
      id
    }
    specializations {
      id
    }
    people {
      id
      userId
    }
  }
`);

export const EvaluationEditorQuery = graphql(`
  query EvaluationEditor($id: ID!) {
    evaluation(id: $id) {
      id
      ...EvaluationEditor_evaluation
    }
    gradations(limit: 100) {
      data {
        id
        title
      }
    }
    ...OrganisationChoices_query
    specializations(limit: 100) {
      data {
        id
        title
      }
    }
  }
`);

export const UpdateEvaluationMutation = graphql(`
  mutation UpdateEvaluationEditor($id: ID!, $input: UpdateEvaluationInput!, $version: Int) {
    updateEvaluation(id: $id, input: $input, version: $version) {
      id
      ...EvaluationEditor_evaluation
    }
  }
`);

export const DeleteEvaluationMutation = graphql(`
  mutation DeleteEvaluationEditor($id: ID!) {
    deleteEvaluation(id: $id)
  }
`);
