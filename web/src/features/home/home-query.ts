// The home page's one GraphQL request: the newest evaluations, the news, and the size of each
// public list (`pageInfo.total` of a one-item page), fetched together under aliases. The build
// also writes it beside index.html, and the gateway embeds its answer in the home page's HTML
// (variable `$now`: the time of the request; docs/web.md, "Prerendered HTML").
import { graphql } from '../../gql';

export const HomePageQuery = graphql(`
  query HomePage($now: String!) {
    latestEvaluations: evaluations(
      filter: { status: [PUBLISHED] }
      sort: [{ field: CREATED_AT, direction: DESC }, { field: ID, direction: DESC }]
      limit: 4
    ) {
      data {
        id
        ...HomeEvaluationCard_evaluation
      }
    }
    news: posts(
      filter: { to: $now }
      sort: [
        { field: IS_PINNED, direction: DESC }
        { field: PUBLISH_AT, direction: DESC }
        { field: ID, direction: DESC }
      ]
      limit: 4
    ) {
      data {
        id
        ...HomeNewsItem_post
      }
    }
    evaluationCount: evaluations(filter: { status: [PUBLISHED] }, limit: 1) {
      pageInfo {
        total
      }
    }
    associationCount: associations(limit: 1) {
      pageInfo {
        total
      }
    }
    programCount: programs(limit: 1) {
      pageInfo {
        total
      }
    }
    trialBureauCount: trialBureaus(limit: 1) {
      pageInfo {
        total
      }
    }
    monitorCount: evaluations(
      filter: { status: [PUBLISHED], isVisibleAtInclusionMonitor: true }
      limit: 1
    ) {
      pageInfo {
        total
      }
    }
  }
`);
