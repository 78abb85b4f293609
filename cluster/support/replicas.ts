import { type ChildProcess, spawn } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createWriteStream, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, waitFor } from './free-port.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const node = path.join(root, 'node_modules/.bin/node');
const bundle = path.join(root, 'apps/server/dist/index.js');

export type ReplicaState = 'starting' | 'ready' | 'draining' | 'dead';

/** One built server process (as production runs it) on a port of its own that it keeps across restarts. */
export class Replica {
  state: ReplicaState = 'dead';
  readonly url: string;
  private child?: ChildProcess;
  private exited?: Promise<{ code: number | null; signal: string | null }>;

  constructor(
    readonly name: string,
    readonly port: number,
    private readonly env: Record<string, string>,
    readonly logFile: string,
    private readonly readyPath: () => string,
  ) {
    this.url = `http://127.0.0.1:${port}`;
  }

  get hostport(): string {
    return `127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    this.state = 'starting';
    const log = createWriteStream(this.logFile, { flags: 'a' });
    const child = spawn(node, ['--max-semi-space-size=32', bundle], { cwd: root, env: { PATH: process.env.PATH ?? '', ...this.env, PORT: String(this.port) }, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
    this.child = child;
    this.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
    void this.exited.then(() => {
      this.state = 'dead';
    });
    await waitFor(`${this.name} to be ready`, async () => {
      if (child.exitCode !== null) throw new Error(`${this.name} exited (${child.exitCode}) while starting; see ${this.logFile}`);
      return (await fetch(`${this.url}${this.readyPath()}`)).ok;
    });
    this.state = 'ready';
  }

  /** Sends the signal; resolves with how the process ended and how long that took. */
  async stop(signal: 'SIGKILL' | 'SIGTERM'): Promise<{ code: number | null; signal: string | null; ms: number }> {
    const started = Date.now();
    this.state = signal === 'SIGTERM' ? 'draining' : 'dead';
    this.child?.kill(signal);
    const how = await this.exited!;
    return { ...how, ms: Date.now() - started };
  }

  /** Log lines at pino's error level or above (50+), e.g. an unhandled error answered 500; a 503 (draining, starting) is no error. */
  errorLines(): string[] {
    return readFileSync(this.logFile, 'utf8')
      .split('\n')
      .filter((line) => /"level":(5\d|60)/.test(line) && !/"status":503\b/.test(line));
  }
}

/** The settings every replica shares: one database, one signing key, one secrets key (DESIGN.md's scaling rule). */
export async function replicaSet(options: { count: number; databaseUrl: string; providerUrl: string; publicUrl: string; dir: string; readyPath: () => string }): Promise<Replica[]> {
  const jwk = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ format: 'jwk' });
  const env = {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    PUBLIC_URL: options.publicUrl,
    DATABASE_URL: options.databaseUrl,
    AUTH_JWT_KEY: JSON.stringify(jwk),
    SECRETS_KEY: randomBytes(32).toString('hex'),
    ALLOW_TEST_CHECKOUT: 'true',
    ALLOW_OUTBOX_MAIL: 'true',
    // Every simulated user comes from 127.0.0.1: per-IP sign-in limits would refuse them all.
    AUTH_RATE_LIMITS: 'false',
    TRUST_PROXY_HEADER: 'x-forwarded-for',
    AI_PROVIDER: 'openai-compatible',
    AI_BASE_URL: `${options.providerUrl}/v1`,
    AI_MODEL: 'cluster-model',
    // The promotion over: Free is 20 runs a day, which the limit users go past.
    PROMO_END: '2020-01-01T00:00:00Z',
    SHUTDOWN_GRACE_MS: '10000',
    // Three of the proxy's health-check intervals (1 s): it has taken a SIGTERMed replica out before it closes.
    SHUTDOWN_DELAY_MS: '3000',
  };
  const replicas: Replica[] = [];
  for (let i = 1; i <= options.count; i++) {
    replicas.push(new Replica(`replica ${i}`, await freePort(), { ...env, DATA_DIR: path.join(options.dir, `data-${i}`) }, path.join(options.dir, `replica-${i}.log`), options.readyPath));
  }
  return replicas;
}
