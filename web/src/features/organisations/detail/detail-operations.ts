// The detail queries: one request per page, the organisation's own fields plus the sections'
// fragments (evaluations, events, posts, documents).
import { graphql } from '../../../gql';

export const AssociationDetailQuery = graphql(`
  query AssociationDetail($id: ID!) {
    association(id: $id) {
      id
      title
      abbreviation
      description
      about
      contact
      url
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
      events {
        id
        ...OrganisationCalendar_event
      }
      posts {
        id
        ...OrganisationPost_post
      }
      documents {
        id
        ...OrganisationDocument_document
      }
    }
  }
`);

export const ProgramDetailQuery = graphql(`
  query ProgramDetail($id: ID!) {
    program(id: $id) {
      id
      title
      abbreviation
      description
      about
      contact
      url
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
      events {
        id
        type
        ...OrganisationCalendar_event
        ...OrganisationDownload_event
      }
      posts {
        id
        ...OrganisationPost_post
      }
      documents {
        id
        ...OrganisationDocument_document
      }
    }
  }
`);

export const TrialBureauDetailQuery = graphql(`
  query TrialBureauDetail($id: ID!) {
    trialBureau(id: $id) {
      id
      name
      abbreviation
      description
      about
      contact
      url
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
