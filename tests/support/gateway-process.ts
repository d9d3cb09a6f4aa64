// Starts the real gateway (`node gateway/src/main.ts`) as a child process for black-box tests.
import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { waitUntil } from './wait-until.ts';

export const repoRoot = path.resolve(import.meta.dirname, '../..');

/** Waits for the process's output (stdout and stderr) to hold what `predicate` looks for. */
export type WaitForOutput = (
  predicate: (output: string) => boolean,
  options: { timeoutMs: number; what?: string },
) => Promise<string>;

export interface GatewayProcess {
  child: ChildProcess;
  baseUrl: string;
  /** Everything the process wrote so far: read it once only after `stop()` (or `exited`). */
  output(): string;
  /** While the process runs, wait for the line a test expects: output arrives through a pipe. */
  waitForOutput: WaitForOutput;
  /** Sends a signal and resolves with the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

export function runGateway(
  env: Record<string, string>,
  /** The checkout whose gateway runs (the benchmark measures another one for a comparison). */
  root = repoRoot,
  /** Options for Node itself, before the entry (the soak's memory probe: --import, --expose-gc). */
  nodeArgs: string[] = [],
): {
  child: ChildProcess;
  output(): string;
  waitForOutput: WaitForOutput;
  /** The exit code, once the process has ended and all its output has been read. */
  exited: Promise<number | null>;
} {
  // process.execPath is the pinned Node 24 that runs this test.
  const child = spawn(process.execPath, [...nodeArgs, 'gateway/src/main.ts'], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    text += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    text += chunk.toString();
  });
  // 'close', not 'exit': the process may have exited while its last lines are still in the pipe.
  const exited = new Promise<number | null>((resolve) =>
    child.on('close', (code) => resolve(code)),
  );
  const output = () => text;
  return {
    child,
    output,
    waitForOutput: (predicate, options) =>
      waitUntil(output, predicate, { what: 'the expected output', ...options }),
    exited,
  };
}

export async function startGateway(
  env: Record<string, string>,
  timeoutMs = 120_000,
  root = repoRoot,
  nodeArgs: string[] = [],
): Promise<GatewayProcess> {
  // A PORT given in env is used as it is (the topology's fixed ports); otherwise a free one.
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const run = runGateway({ HOST: '127.0.0.1', ...env, PORT: String(port) }, root, nodeArgs);
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  let exitCode: number | null | undefined;
  void run.exited.then((code) => {
    exitCode = code;
  });
  while (Date.now() < deadline) {
    if (exitCode !== undefined) {
      throw new Error(`gateway exited with ${exitCode} before answering:\n${run.output()}`);
    }
    try {
      const response = await fetch(`${baseUrl}/healthz`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  if (Date.now() >= deadline) {
    run.child.kill('SIGKILL');
    throw new Error(`gateway did not answer within ${timeoutMs} ms:\n${run.output()}`);
  }
  return {
    child: run.child,
    baseUrl,
    output: run.output,
    waitForOutput: run.waitForOutput,
    stop: async (signal = 'SIGTERM') => {
      run.child.kill(signal);
      return run.exited;
    },
  };
}
