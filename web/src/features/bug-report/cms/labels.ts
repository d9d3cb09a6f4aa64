// Delivery states as the CMS names them: the GraphQL enum, the URL's lower-case name and the
// catalogue key, so the list's badge, its filter and the detail name a state the same way.
import type { BugReportDeliveryState } from '../../../gql/graphql.ts';
import type { BugReportsCmsMessageKey } from './messages/index.ts';

export const urlStates = ['pending', 'delivered', 'not_configured'] as const;
export type UrlState = (typeof urlStates)[number];

export const fromUrlState = (state: UrlState): BugReportDeliveryState =>
  state.toUpperCase() as BugReportDeliveryState;

const stateKeys: Record<BugReportDeliveryState, BugReportsCmsMessageKey> = {
  PENDING: 'bugReportsCms.state.pending',
  DELIVERED: 'bugReportsCms.state.delivered',
  NOT_CONFIGURED: 'bugReportsCms.state.notConfigured',
};

export const deliveryStateLabel = (state: BugReportDeliveryState): BugReportsCmsMessageKey =>
  stateKeys[state];
