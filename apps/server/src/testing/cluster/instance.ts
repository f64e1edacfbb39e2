// One server instance as its own process (the bundled server under node), on a port it keeps
// across restarts, so the balancer's list stays the same. Stopped as an operator would (SIGTERM:
// requests in flight finish) or killed (SIGKILL, `kill -9`), and started again.
import { type ChildProcess, spawn } from 'node:child_process';
import { SERVER_NODE_FLAGS } from '../../node-flags';

/** A deadline for a start on a busy machine (migrations checked, pool opened), not an estimate. */
const START_DEADLINE_MS = 60_000;

export interface Instance {
  name: string;
  port: number;
  url: string;
  pid(): number | undefined;
  running(): boolean;
  start(): Promise<void>;
  stop(signal?: 'SIGTERM' | 'SIGKILL'): Promise<void>;
}

export function serverInstance(options: {
  name: string;
  port: number;
  bundle: string;
  env: Record<string, string>;
}): Instance {
  const url = `http://127.0.0.1:${options.port}`;
  let child: ChildProcess | undefined;
  let output = '';
  const alive = () => Boolean(child && child.exitCode === null && child.signalCode === null);

  async function stop(signal: 'SIGTERM' | 'SIGKILL' = 'SIGTERM') {
    const stopping = child;
    child = undefined;
    if (!stopping || stopping.exitCode !== null || stopping.signalCode !== null) return;
    const exited = new Promise((resolve) => stopping.once('exit', resolve));
    stopping.kill(signal);
    await exited;
  }

  return {
    name: options.name,
    port: options.port,
    url,
    pid: () => child?.pid,
    running: alive,
    stop,
    async start() {
      if (alive()) return;
      output = '';
      const started = spawn(process.execPath, [...SERVER_NODE_FLAGS, options.bundle], {
        env: {
          PATH: process.env.PATH ?? '',
          NODE_ENV: 'production',
          PORT: String(options.port),
          HOST: '127.0.0.1',
          PORTAL_DIR: '',
          SEED_DEMO: 'never',
          LOG_LEVEL: 'warn',
          TRUST_PROXY: 'loopback',
          ...options.env,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const keep = (chunk: Buffer) => {
        // The last few KB, for a failure's message.
        output = (output + chunk.toString()).slice(-8_000);
      };
      started.stdout?.on('data', keep);
      started.stderr?.on('data', keep);
      child = started;
      const deadline = Date.now() + START_DEADLINE_MS;
      while (Date.now() < deadline) {
        if (started.exitCode !== null || started.signalCode !== null) {
          throw new Error(
            `${options.name} exited (${started.exitCode ?? started.signalCode}):\n${output}`,
          );
        }
        const ready = await fetch(`${url}/ready`).catch(() => null);
        if (ready?.ok) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await stop('SIGKILL');
      throw new Error(`${options.name} was not ready within ${START_DEADLINE_MS} ms:\n${output}`);
    },
  };
}
