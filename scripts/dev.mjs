// `npm run dev`: the API restarting on every change, and Vite's dev server with hot reload (it proxies /api to
// the API). Both write to this terminal, each line marked with its source; Ctrl-C stops both.
import process from 'node:process';
import { bin, pipeLines, start } from './lib/processes.mjs';

const apiPort = process.env.PORT ?? '8080';
// Child output is piped, so the tools no longer see a terminal: ask them to keep their colors.
const color = process.stdout.isTTY ? { FORCE_COLOR: '1' } : {};

const services = [
  {
    label: 'api',
    command: bin('tsx'),
    args: ['watch', '--clear-screen=false', 'src/server/main.ts'],
    env: { ...process.env, ...color, PORT: apiPort },
  },
  {
    label: 'web',
    command: bin('vite'),
    args: [],
    env: { ...process.env, ...color, API_PROXY_TARGET: `http://localhost:${apiPort}` },
  },
];

let stopping = false;
const width = Math.max(...services.map((service) => service.label.length));
const running = services.map((service) => {
  const { child, exited } = start(service.command, service.args, {
    env: service.env,
    stdio: 'pipe',
    onSignal: () => (stopping = true),
  });
  const prefix = `[${service.label.padEnd(width)}] `;
  if (child.stdout) pipeLines(child.stdout, prefix, process.stdout);
  if (child.stderr) pipeLines(child.stderr, prefix, process.stderr);
  return { ...service, child, exited };
});

// Neither is any use alone: when one stops by itself, stop the other and report the first one's exit code.
const first = await Promise.race(
  running.map((service) => service.exited.then((code) => ({ service, code }))),
);
for (const other of running) {
  const stillRunning = other.child.exitCode === null && other.child.signalCode === null;
  // After Ctrl-C each already has its signal: a second one would make tsx kill the server mid-shutdown.
  if (other !== first.service && stillRunning && !stopping) other.child.kill('SIGTERM');
}
await Promise.all(running.map((service) => service.exited));
if (!stopping && first.code !== 0)
  console.error(`[${first.service.label}] stopped with exit code ${first.code}.`);
process.exit(stopping ? 0 : first.code);
