// Serves the fake project board until killed (the e2e suite starts it as a web server):
//   node tests/support/fake-board/cli.ts --port 4630 --key test-board-key \
//     --board e2e-board --board-name "Meldingen" --group e2e-group --group-title "Nieuw"
// (the board and group its GET /boards/{id}.json knows).
// GET /healthz answers when it is ready; GET /__pulses lists what it received and
// POST /__mode?mode=down|slow|drop-response|ok switches its behaviour (for e2e checks).
import { parseArgs } from 'node:util';
import { startFakeBoard } from './fake-board.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '0' },
    key: { type: 'string', default: 'test-board-key' },
    host: { type: 'string', default: '127.0.0.1' },
    board: { type: 'string' },
    'board-name': { type: 'string' },
    group: { type: 'string' },
    'group-title': { type: 'string' },
  },
});
const boards = values.board
  ? [
      {
        id: values.board,
        name: values['board-name'] ?? values.board,
        groups: values.group
          ? [{ id: values.group, title: values['group-title'] ?? values.group }]
          : [],
      },
    ]
  : [];

const board = await startFakeBoard({
  port: Number(values.port),
  key: values.key,
  host: values.host,
  boards,
});
process.stdout.write(`fake board listening at ${board.url}\n`);

const stop = () => {
  board.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
