// Message ids per kind of search hit: the group heading and the kind shown under a title.
import type { SearchModel } from '../../gql/graphql.ts';
import type { MessageKey } from '../../i18n/messages.ts';

export const groupHeadingMessage: Record<SearchModel, MessageKey> = {
  ASSOCIATION: 'search.group.association',
  PROGRAM: 'search.group.program',
  EVALUATION: 'search.group.evaluation',
};

/** Used outside Dutch; in Dutch the API's own subtitle (vereniging, programma, ...) is shown. */
export const kindMessage: Record<SearchModel, MessageKey> = {
  ASSOCIATION: 'search.kind.association',
  PROGRAM: 'search.kind.program',
  EVALUATION: 'search.kind.evaluation',
};
