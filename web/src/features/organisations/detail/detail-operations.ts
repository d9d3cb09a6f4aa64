// The detail query, one for the three kinds: one request per page, the organisation's own fields
// plus the sections' fragments (evaluations and documents for every kind, events and posts for
// associations and programs, a program's downloads).
import { graphql } from '../../../gql';

export const OrganisationDetailQuery = graphql(`
  query OrganisationDetail($kind: OrganisationKind!, $id: ID!) {
    organisation(kind: $kind, id: $id) {
      __typename
      id
      title
      abbreviation
      description
      about
      contact
      url
      updatedAt
      logo {
        id
        url
      }
      banner {
        id
        url
      }
      specializations {
        id
        title
      }
      evaluations {
        id
        ...OrganisationEvaluation_evaluation
      }
      documents {
        id
        ...OrganisationDocument_document
      }
      ... on PublishingOrganisation {
        events {
          id
          ...OrganisationCalendar_event
        }
        posts {
          id
          ...OrganisationPost_post
        }
      }
      ... on Program {
        events {
          id
          type
          ...OrganisationDownload_event
        }
      }
    }
  }
`);

/** The first trial bureau, for the menu's "Trialbureau" (the spec has only /trialbureaus/{id}). */
export const FirstTrialBureauQuery = graphql(`
  query FirstTrialBureau {
    trialBureaus(limit: 1, sort: [{ field: ID, direction: ASC }]) {
      data {
        id
      }
    }
  }
`);
