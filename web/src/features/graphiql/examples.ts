// Example operations the GraphQL playground opens as its first tabs (typed, checked by codegen).
import type { DocumentNode } from 'graphql';
import { graphql } from './gql';

/** One example: a comment shown above it, the typed document and the variables to start with. */
export interface PlaygroundExample {
  description: string;
  document: DocumentNode;
  variables?: Record<string, unknown>;
}

export const publishedEvaluationsQuery = graphql(`
  query ExamplePublishedEvaluations($page: Int = 1, $limit: Int = 10) {
    evaluations(
      filter: { status: [PUBLISHED] }
      page: $page
      limit: $limit
      sort: [{ field: TITLE, direction: ASC }]
    ) {
      data {
        id
        slug
        title
        phase
        descriptionShort
        url
        gradation {
          position
          title
        }
        programs {
          id
          title
          abbreviation
        }
      }
      pageInfo {
        currentPage
        lastPage
        perPage
        total
      }
    }
  }
`);

export const evaluationBySlugQuery = graphql(`
  query ExampleEvaluationBySlug($slug: String!) {
    evaluation(slug: $slug) {
      id
      slug
      title
      studyTitle
      status
      phase
      descriptionShort
      trialRegister
      tags
      startsAt
      endsAt
      firstInclusionAt
      url
      logo {
        url
        name
      }
      gradation {
        position
        title
        description
      }
      specializations {
        id
        title
      }
      programs {
        id
        title
      }
      associations {
        id
        title
        abbreviation
      }
      trialBureaus {
        id
        name
      }
      applicables {
        type
        status
        content
      }
      criteria {
        type
        position
        content
      }
      participants {
        type
        amount
        description
      }
      people {
        contactFunction
        user {
          name
          title
        }
      }
      measures {
        position
        title
      }
      documents {
        type
        title
        file {
          url
          mimeType
          size
        }
      }
      links {
        title
        url
      }
      posts {
        title
        publishAt
        isPinned
      }
    }
  }
`);

export const searchQuery = graphql(`
  query ExampleSearch($term: String!) {
    search(term: $term) {
      items {
        model
        title
        subtitle
        url
      }
      errors {
        model
        message
      }
    }
  }
`);

export const organisationQuery = graphql(`
  query ExampleOrganisation($kind: OrganisationKind!, $id: ID!) {
    organisation(kind: $kind, id: $id) {
      __typename
      id
      title
      abbreviation
      url
      specializations {
        title
      }
      documents {
        title
        type
      }
      ... on PublishingOrganisation {
        events {
          title
          date
          startsAt
        }
        posts {
          title
          publishAt
        }
      }
      ... on TrialBureau {
        name
      }
    }
  }
`);

export const inclusionMonitorQuery = graphql(`
  query ExampleInclusionMonitor {
    inclusionMonitor {
      categories {
        gradation {
          position
          title
        }
        target
        includedSoFar
        evaluations {
          evaluation {
            title
            url
          }
          target
          includedSoFar
        }
      }
    }
  }
`);

export const loginMutation = graphql(`
  mutation ExampleLogin($email: String!, $password: String!) {
    login(email: $email, password: $password) {
      accessToken
      tokenType
      expiresIn
    }
  }
`);

/** The playground's tabs, in this order; the first one is open on a first visit. */
export const playgroundExamples: PlaygroundExample[] = [
  {
    description: 'Published evaluations, a page at a time, with their programs and gradation.',
    document: publishedEvaluationsQuery,
    // No variables: the operation's defaults apply. (GraphiQL 5 does not load the variables of
    // the tab that is open first, so the first example must not need any.)
  },
  {
    description: 'One evaluation by its slug (the last part of its public address), fully nested.',
    document: evaluationBySlugQuery,
    // A published evaluation of the demo data; take any slug from the first tab's answer.
    variables: {
      slug: 'afbouwen-van-tnf-remmers-bij-reumatoide-artritis-met-lage-ziekteactiviteit',
    },
  },
  {
    description: 'The global search over associations, programs and evaluations (Dutch words).',
    document: searchQuery,
    variables: { term: 'zwangerschap' },
  },
  {
    description: [
      'One association, program or trial bureau through the Organisation interface (kind',
      "ASSOCIATION, PROGRAM or TRIAL_BUREAU): the fields every kind has, then a kind's own.",
    ].join('\n'),
    document: organisationQuery,
    variables: { kind: 'PROGRAM', id: '1' },
  },
  {
    description: 'The inclusion monitor: progress per gradation and per evaluation.',
    document: inclusionMonitorQuery,
  },
  {
    description: [
      'Example only: signs in and answers a bearer token. To call as that user, add the header',
      '{ "Authorization": "Bearer <accessToken>" } in the Headers tab (headers are not stored).',
    ].join('\n'),
    document: loginMutation,
    // The demo accounts and their password are printed when the gateway starts.
    variables: { email: 'researcher@example.org', password: 'your password' },
  },
];
