import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, writeFileSync } from 'node:fs';
import path from 'node:path';
import { waitFor } from './free-port.ts';

/** The proxy's answer header naming the replica that answered (how a cut stream is traced to the replica killed). */
export const upstreamHeader = 'x-cluster-upstream';

/**
 * Caddy's reverse proxy as deploy/Caddyfile configures it for streams (no buffering, flushed at once), on plain HTTP
 * for loopback: round robin, an active readiness check every second, a passive one, and retries on another replica of
 * requests that could not reach one (a closed port: refused before any work) and of reads whose answer was lost.
 * Caddy 2.6 takes a replica out after one failed check, so the check's timeout is generous: a replica slow for a
 * moment on a busy machine is not a replica gone.
 */
export function caddyfile(port: number, upstreams: string[], readyPath: string): string {
  return `{
	admin off
	auto_https off
}
http://127.0.0.1:${port} {
	reverse_proxy ${upstreams.join(' ')} {
		lb_policy round_robin
		lb_try_duration 5s
		lb_try_interval 100ms
		lb_retry_match {
			method GET HEAD OPTIONS
		}
		fail_duration 2s
		health_uri ${readyPath}
		health_interval 1s
		health_timeout 5s
		flush_interval -1
		header_down ${upstreamHeader} {http.reverse_proxy.upstream.hostport}
	}
}
`;
}

export interface Proxy {
  url: string;
  stop(): Promise<void>;
}

export async function startCaddy(dir: string, name: string, port: number, upstreams: string[], readyPath: string): Promise<Proxy> {
  const file = path.join(dir, `${name}.Caddyfile`);
  writeFileSync(file, caddyfile(port, upstreams, readyPath));
  // Caddy keeps its state under XDG folders: the run's own, not the machine's.
  const env = { PATH: process.env.PATH ?? '', HOME: dir, XDG_CONFIG_HOME: dir, XDG_DATA_HOME: dir };
  const child: ChildProcess = spawn('caddy', ['run', '--config', file, '--adapter', 'caddyfile'], { env, stdio: ['ignore', 'ignore', 'pipe'] });
  // Its log (health checks, upstream errors) beside the replicas' logs.
  const log = createWriteStream(path.join(dir, `${name}.caddy.log`));
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    log.write(chunk);
    stderr = (stderr + String(chunk)).slice(-4000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`Caddy (${name})`, async () => {
    if (child.exitCode !== null) throw new Error(`Caddy exited: ${stderr}`);
    return (await fetch(`${url}${readyPath}`)).ok;
  }, 30_000);
  return {
    url,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
