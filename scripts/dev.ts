// Development: the gateway (restarting on change) and Vite's dev server with hot reload, side by side.
import { spawn } from 'node:child_process';

const gatewayPort = process.env.PORT ?? '3000';
const children = [
  spawn('node', ['--watch', '--watch-preserve-output', 'gateway/src/main.ts'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: gatewayPort,
      NODE_ENV: 'development',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
    },
  }),
  spawn('npm', ['run', 'dev', '--workspace', 'web'], {
    stdio: 'inherit',
    env: { ...process.env, GATEWAY_URL: `http://127.0.0.1:${gatewayPort}` },
  }),
];

const stopAll = (signal: NodeJS.Signals) => {
  for (const child of children) child.kill(signal);
};
process.on('SIGINT', () => stopAll('SIGINT'));
process.on('SIGTERM', () => stopAll('SIGTERM'));
for (const child of children) {
  child.on('exit', (code) => {
    stopAll('SIGTERM');
    process.exitCode = code ?? 0;
  });
}
