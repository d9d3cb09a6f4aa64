// The Apollo client of the web app: the session's token and the chosen language on every request,
// a 401 ends the session, a failed write opens the error dialog (spec section 8).
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { OperationTypeNode } from 'graphql';
import type { Store } from '../store/store.ts';
import { isUnauthenticated, toApiFailure } from './api-failure.ts';
import { APPLICATION_HEADER } from './application-header.ts';
import { possibleTypes, typePolicies } from './cache-policies.ts';

export { APPLICATION_HEADER };

/** Set `context: { quiet: true }` on an operation that handles its own errors (e.g. the login form). */
export interface QuietContext {
  quiet?: boolean;
}

export function createApolloClient(
  store: Pick<Store, 'getState' | 'dispatch'>,
  uri = '/graphql',
): ApolloClient {
  const headers = new SetContextLink((previous) => {
    const { session, locale } = store.getState();
    return {
      headers: {
        ...previous.headers,
        'accept-language': locale.locale,
        'x-application': APPLICATION_HEADER,
        ...(session.tokens ? { authorization: `Bearer ${session.tokens.accessToken}` } : {}),
      },
    };
  });

  const errors = new ErrorLink(({ error, operation }) => {
    if (isUnauthenticated(error) && store.getState().session.tokens) {
      store.dispatch({ type: 'api/unauthenticated' });
      return;
    }
    const quiet = (operation.getContext() as QuietContext).quiet === true;
    if (operation.operationType === OperationTypeNode.MUTATION && !quiet)
      store.dispatch({ type: 'api/failed', failure: toApiFailure(error) });
  });

  return new ApolloClient({
    link: ApolloLink.from([errors, headers, new HttpLink({ uri })]),
    cache: new InMemoryCache({ typePolicies, possibleTypes }),
  });
}
