// The monitor's one query: categories with their evaluations; what the filters need is read here,
// each card's numbers through its colocated fragment (EvaluationProgress.tsx).
import { graphql } from '../../gql';

export const InclusionMonitorQuery = graphql(`
  query InclusionMonitor {
    inclusionMonitor {
      categories {
        gradation {
          id
          title
          description
          position
        }
        evaluations {
          evaluation {
            id
            title
            phase
            specializations {
              id
              title
            }
          }
          ...InclusionMonitorEvaluationCard
        }
      }
    }
  }
`);
