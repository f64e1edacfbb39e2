// Debian's nginx as the load balancer in front of the server's instances: a config written to a
// folder of its own (pid, error log and temporary files there too), run in the foreground as a
// child of ours (`daemon off`), reloaded by SIGHUP to take an instance out or put it back, and
// stopped by its pid. What it retries is the one judgement here (docs/DECISIONS.md, "Several
// instances"):
// - a request that never reached an instance (connection refused or reset while connecting) goes
//   to the next, whatever its method: nothing was done;
// - a GET that failed or timed out after it was sent goes to the next too: reads change nothing;
// - a POST that reached an instance is never sent again by nginx: it may have been done. The
//   client retries it, with its Idempotency-Key for a save, and the server answers the first
//   answer again; only the client knows whether its call may be repeated;
// - a 503 is passed to the client, never retried here: it is the server saying its database is
//   away (with Retry-After), and counting it against an instance would leave nginx with no
//   instance at all (a 502 without Retry-After) while PostgreSQL restarts;
// - when nginx itself has no instance to give a request to (all of them restarting, or held as
//   failed for `fail_timeout` after a crash), it answers as an instance would with its database
//   away: 503, Retry-After and the contract's `{detail}`, not its own HTML 502 page. A client
//   then waits and retries whatever took it there; a save's retry carries its Idempotency-Key.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const NGINX_BIN = '/usr/sbin/nginx';

export const nginxAvailable = (): boolean => existsSync(NGINX_BIN);

export interface Upstream {
  port: number;
  /** Taken out of the rotation (draining): no new request is sent to it. */
  down?: boolean;
}

export interface Nginx {
  port: number;
  url: string;
  /** Writes the upstreams anew and reloads; resolves once no new request goes to a `down` one. */
  reload(upstreams: readonly Upstream[]): Promise<void>;
  /**
   * Resolves once nginx has answered through each of these instances: after a restart, none is
   * still held as failed, so a request that meets a fault on one has another to go to.
   */
  untilServing(ports: readonly number[]): Promise<void>;
  stop(): Promise<void>;
}

/** The worker's user: nginx started as root would otherwise run its workers as `nobody`. */
function workerUser(): string {
  if (process.getuid?.() !== 0) return '';
  const group = (() => {
    try {
      execFileSync('getent', ['group', 'nogroup'], { stdio: 'ignore' });
      return 'nogroup';
    } catch {
      return 'nobody';
    }
  })();
  return `user nobody ${group};`;
}

export function nginxConfig(folder: string, port: number, upstreams: readonly Upstream[]): string {
  const servers = upstreams
    .map(
      (upstream) =>
        `    server 127.0.0.1:${upstream.port} max_fails=1 fail_timeout=2s${upstream.down ? ' down' : ''};`,
    )
    .join('\n');
  return `${workerUser()}
daemon off;
worker_processes 1;
pid ${folder}/nginx.pid;
error_log ${folder}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${folder}/temp/body;
  proxy_temp_path ${folder}/temp/proxy;
  fastcgi_temp_path ${folder}/temp/fastcgi;
  uwsgi_temp_path ${folder}/temp/uwsgi;
  scgi_temp_path ${folder}/temp/scgi;
  upstream instances {
${servers}
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${port};
    # Above the server's own body limits: the server, not the balancer, refuses with {detail}.
    client_max_body_size 8m;
    location / {
      proxy_pass http://instances;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_connect_timeout 2s;
      proxy_next_upstream error timeout;
      proxy_next_upstream_tries 3;
      # Which instance answered: for the tests and the soak, not for clients.
      add_header X-Upstream $upstream_addr always;
      # nginx's own failures only: an instance's answers pass as they are.
      error_page 502 = @unavailable;
    }
    location @unavailable {
      default_type application/json;
      add_header Retry-After 5 always;
      add_header X-Upstream $upstream_addr always;
      return 503 '{"detail":"The service is briefly unavailable. Try again shortly."}';
    }
  }
}
`;
}

export async function startNginx(
  folder: string,
  port: number,
  upstreams: readonly Upstream[],
): Promise<Nginx> {
  mkdirSync(path.join(folder, 'temp'), { recursive: true });
  // The workers (nobody) reach their temporary folders through this one.
  chmodSync(folder, 0o755);
  const config = path.join(folder, 'nginx.conf');
  writeFileSync(config, nginxConfig(folder, port, upstreams));
  const child: ChildProcess = spawn(
    NGINX_BIN,
    ['-p', folder, '-c', config, '-e', path.join(folder, 'error.log')],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const url = `http://127.0.0.1:${port}`;
  const errorLog = () => {
    try {
      return readFileSync(path.join(folder, 'error.log'), 'utf8');
    } catch {
      return '';
    }
  };
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`nginx exited (${child.exitCode}): ${stderr}\n${errorLog()}`);
    }
    try {
      await fetch(`${url}/health`);
      break;
    } catch {
      if (Date.now() > deadline) {
        child.kill('SIGKILL');
        throw new Error(`nginx did not listen within 30 s: ${stderr}\n${errorLog()}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return {
    port,
    url,
    async reload(next) {
      writeFileSync(config, nginxConfig(folder, port, next));
      child.kill('SIGHUP');
      // The new workers read the new list; the old ones finish what they hold and exit. Wait
      // until a run of answers comes from none of the instances taken out.
      const out = new Set(next.filter((u) => u.down).map((u) => `127.0.0.1:${u.port}`));
      const wanted = next.length * 3;
      const until = Date.now() + 30_000;
      let clean = 0;
      while (clean < wanted) {
        if (Date.now() > until) throw new Error(`nginx did not reload within 30 s: ${errorLog()}`);
        const answer = await fetch(`${url}/health`).catch(() => null);
        const from = answer?.headers.get('x-upstream') ?? '';
        await answer?.arrayBuffer();
        clean = answer && !out.has(from) ? clean + 1 : 0;
      }
    },
    async untilServing(ports) {
      const waiting = new Set(ports.map((port) => `127.0.0.1:${port}`));
      const until = Date.now() + 30_000;
      while (waiting.size > 0) {
        if (Date.now() > until) {
          throw new Error(`nginx did not send to ${[...waiting].join(', ')} within 30 s`);
        }
        const answer = await fetch(`${url}/health`).catch(() => null);
        // After a retry the header lists every instance tried; the last one answered.
        const from = answer?.headers.get('x-upstream')?.split(', ').at(-1) ?? '';
        await answer?.arrayBuffer();
        if (answer?.ok) waiting.delete(from);
      }
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      // QUIT: a graceful stop (TERM is nginx's fast one); its workers exit with it.
      child.kill('SIGQUIT');
      const forced = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(forced);
    },
  };
}
