// Serves the fake project board until killed (the e2e suite starts it as a web server):
//   node tests/support/fake-board/cli.ts --port 4630 --key test-board-key
// GET /healthz answers when it is ready; GET /__pulses lists what it received and
// POST /__mode?mode=down|slow|drop-response|ok switches its behaviour (for e2e checks).
import { parseArgs } from 'node:util';
import { startFakeBoard } from './fake-board.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '0' },
    key: { type: 'string', default: 'test-board-key' },
    host: { type: 'string', default: '127.0.0.1' },
  },
});

const board = await startFakeBoard({
  port: Number(values.port),
  key: values.key,
  host: values.host,
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
