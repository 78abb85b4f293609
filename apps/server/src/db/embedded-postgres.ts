import { execFile, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { clearStaleLock, recordOwner } from './embedded-postgres-lock.ts';

/** Where the server's own PostgreSQL listens: a Unix socket only, so no port can clash and nothing outside reaches it. */
export interface EmbeddedPostgres {
  host: string;
  port: number;
  stop(): Promise<void>;
}

const port = 5432;

/**
 * A small cluster for a few users on one machine (decision 036): 16 MB of shared buffers instead of 128, no
 * replication or logical-replication launcher, synchronous I/O instead of I/O workers, one autovacuum worker, and no
 * server log below FATAL (statements are not logged). Durability stays PostgreSQL's: fsync and synchronous commit on.
 */
const settings = {
  listen_addresses: '',
  shared_buffers: '16MB',
  max_connections: '40',
  io_method: 'sync',
  wal_level: 'minimal',
  max_wal_senders: '0',
  max_logical_replication_workers: '0',
  max_worker_processes: '2',
  autovacuum_max_workers: '1',
  jit: 'off',
  huge_pages: 'off',
  // As PGlite had it, whatever the machine's zone: the same text for a timestamp on every machine.
  timezone: 'UTC',
  log_min_messages: 'fatal',
  log_min_error_statement: 'panic',
};

/** The binaries the `@embedded-postgres/<platform>-<arch>` package ships, or null when none is installed for this machine. */
export async function postgresBinaries(): Promise<{ postgres: string; initdb: string } | null> {
  if (process.platform !== 'linux' && process.platform !== 'darwin') return null;
  try {
    const binaries = (await import(`@embedded-postgres/${process.platform}-${process.arch}`)) as { postgres: string; initdb: string };
    return existsSync(binaries.postgres) ? binaries : null;
  } catch {
    return null;
  }
}

function onPath(program: string): string | null {
  // eslint-disable-next-line no-restricted-properties -- the system's PATH, to find util-linux's programs
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) if (dir && existsSync(path.join(dir, program))) return path.join(dir, program);
  return null;
}

/**
 * How to run a PostgreSQL program. PostgreSQL refuses to run as root: as root it runs in a user namespace of its own
 * where it is an ordinary user, yet still the owner of DATA_DIR's root-owned files (no system user to create, no
 * chown). On Linux it also gets a parent-death signal: if the server dies, even by SIGKILL, its database shuts down.
 */
function command(binary: string, args: string[], { watchParent }: { watchParent: boolean }): [string, string[]] {
  let argv = [binary, ...args];
  const setpriv = watchParent && process.platform === 'linux' ? onPath('setpriv') : null;
  if (setpriv) argv = [setpriv, '--pdeathsig', 'INT', ...argv];
  if (process.getuid?.() === 0) {
    const unshare = onPath('unshare');
    if (!unshare) throw new Error('PostgreSQL does not run as root, and `unshare` (util-linux) is not installed to run it as another user');
    argv = [unshare, '--user', '--map-user=65534', '--map-group=65534', ...argv];
  }
  return [argv[0]!, argv.slice(1)];
}

/** Nothing of the server's environment (its secrets included): English messages, whatever the machine's locale. */
const childEnv = { LC_ALL: 'C' };

/**
 * Why PostgreSQL cannot run here, or null. Only root needs a check: a container may forbid user namespaces (Docker's
 * default seccomp profile does for a process without CAP_SYS_ADMIN), and then PostgreSQL has no way to run at all.
 */
export async function whyPostgresCannotRun(): Promise<string | null> {
  if (process.getuid?.() !== 0) return null;
  try {
    const [file, args] = command('true', [], { watchParent: false });
    await promisify(execFile)(file, args, { env: childEnv });
    return null;
  } catch (error) {
    return `PostgreSQL does not run as root, and this system does not let the server run it as another user (${(error as Error).message.trim()})`;
  }
}

/** A socket path longer than the system's limit (107 bytes) moves to a private folder in the temporary directory. */
function socketDirFor(dataDir: string): string {
  if (path.join(dataDir, `.s.PGSQL.${port}.lock`).length < 100) return dataDir;
  return mkdtempSync(path.join(tmpdir(), 'selecta-pg-'));
}

/** Creates the cluster in `dataDir` on first use, starts it and resolves once it accepts connections. */
export async function startEmbeddedPostgres(dataDir: string, binaries: { postgres: string; initdb: string }): Promise<EmbeddedPostgres> {
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    mkdirSync(path.dirname(dataDir), { recursive: true });
    // Created beside and renamed into place: a first start cut short leaves no half-made cluster to trip the next.
    const creating = `${dataDir}.creating`;
    rmSync(creating, { recursive: true, force: true });
    // --no-sync: a first start takes 0.4 s instead of seconds; the first checkpoint writes the cluster to disk. The
    // small buffers hold for initdb's own backends too, which would otherwise touch up to 128 MB while they write.
    const sizes = ['shared_buffers', 'max_connections'].flatMap((name) => ['--set', `${name}=${settings[name as keyof typeof settings]}`]);
    const [file, args] = command(binaries.initdb, ['-D', creating, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync', '--no-instructions', ...sizes], { watchParent: false });
    await promisify(execFile)(file, args, { env: childEnv }).catch((error: Error & { stderr?: string }) => {
      throw new Error(`Could not create the embedded PostgreSQL database in ${dataDir}: ${error.stderr || error.message}`);
    });
    if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
      throw new Error(`${dataDir} holds files but no PostgreSQL database (no PG_VERSION): move them elsewhere and start again`);
    }
    rmSync(dataDir, { recursive: true, force: true });
    renameSync(creating, dataDir);
  }
  // PostgreSQL refuses a data folder others can read; a copied one (a backup, a test's template) gets the usual mode.
  if ((statSync(dataDir).mode & 0o077) !== 0) chmodSync(dataDir, 0o700);
  await clearStaleLock(dataDir);
  recordOwner(dataDir);
  const host = socketDirFor(dataDir);
  const flags = Object.entries({ ...settings, port: String(port), unix_socket_directories: host }).flatMap(([name, value]) => ['-c', `${name}=${value}`]);
  const [file, args] = command(binaries.postgres, ['-D', dataDir, ...flags], { watchParent: true });
  // A process group of its own: a Ctrl-C in the terminal reaches the server, which stops its database after draining.
  const child = spawn(file, args, { env: childEnv, stdio: ['ignore', 'ignore', 'pipe'], detached: true });
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => (output = (output + String(chunk)).slice(-4000)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  // Ready when the postmaster writes "ready" in its lock file (as pg_ctl waits); a crashed start says why.
  const lockFile = path.join(dataDir, 'postmaster.pid');
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`The embedded PostgreSQL database did not start: ${output.trim()}`);
    const lines = existsSync(lockFile) ? readFileSync(lockFile, 'utf8').split('\n') : [];
    if (Number(lines[0]) === child.pid && lines[7]?.trim() === 'ready') break;
    await sleep(10);
  }

  return {
    host,
    port,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      // A fast shutdown ends the sessions and checkpoints; if it hangs, an immediate one leaves it to recovery.
      child.kill('SIGINT');
      const timer = setTimeout(() => child.kill('SIGQUIT'), 20_000);
      await exited;
      clearTimeout(timer);
      if (host !== dataDir) rmSync(host, { recursive: true, force: true });
    },
  };
}
