// Above the bug-report list: whether the project board can take the reports, as the gateway last
// checked it (GET /boards/{id}.json at its start): "Projectbord: <name>, bereikbaar", or why not
// (not configured, unreachable, board not found, group not on the board, key refused). The text
// carries the meaning; the colour only repeats it.
import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { graphql } from '../../../../gql';
import type { BoardCheckState } from '../../../../gql/graphql.ts';
import type { BugReportsCmsMessageKey } from '../messages/index.ts';

export const BoardStatusQuery = graphql(`
  query CmsBoardStatus {
    boardStatus {
      state
      boardId
      groupId
      boardName
      groupName
    }
  }
`);

const messageOf: Record<BoardCheckState, BugReportsCmsMessageKey> = {
  NOT_CONFIGURED: 'bugReportsCms.board.notConfigured',
  CHECKING: 'bugReportsCms.board.checking',
  REACHABLE: 'bugReportsCms.board.reachable',
  UNREACHABLE: 'bugReportsCms.board.unreachable',
  BOARD_NOT_FOUND: 'bugReportsCms.board.boardNotFound',
  GROUP_NOT_FOUND: 'bugReportsCms.board.groupNotFound',
  KEY_REFUSED: 'bugReportsCms.board.keyRefused',
};

const look = (state: BoardCheckState) =>
  state === 'REACHABLE'
    ? 'border-green-700/40 bg-green-50 text-green-900'
    : state === 'CHECKING'
      ? 'border-neutral-500/40 bg-neutral-100 text-ink'
      : 'border-amber-700/40 bg-amber-50 text-amber-900';

export function BoardStatusLine() {
  const intl = useIntl();
  const { data } = useQuery(BoardStatusQuery, { fetchPolicy: 'cache-and-network' });
  const status = data?.boardStatus;
  if (!status) return null;
  return (
    <p
      data-board-status={status.state}
      className={`rounded-md border px-4 py-3 font-medium ${look(status.state)}`}
    >
      {intl.formatMessage(
        { id: messageOf[status.state] },
        {
          name: status.boardName ?? status.boardId ?? '',
          board: status.boardId ?? '',
          group: status.groupId ?? '',
        },
      )}
    </p>
  );
}
