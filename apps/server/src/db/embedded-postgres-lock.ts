import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** What `/proc` tells about a process, or null when there is none (or no `/proc`: then PostgreSQL's own check decides). */
function processInfo(pid: number): { command: string; parent: number; zombie: boolean } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const [state, parent] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')[0] ?? '';
    return { command: path.basename(command), parent: Number(parent), zombie: state === 'Z' };
  } catch {
    return null;
  }
}

const alive = (pid: number) => {
  const info = processInfo(pid);
  return info !== null && !info.zombie;
};

const ownerFile = (dataDir: string) => path.join(dataDir, 'selecta-server.pid');
const ownerOf = (dataDir: string) => Number(existsSync(ownerFile(dataDir)) ? readFileSync(ownerFile(dataDir), 'utf8') : NaN);

/** Records which process starts the cluster: its postmaster is an orphan once its parent is another process. */
export const recordOwner = (dataDir: string) => writeFileSync(ownerFile(dataDir), String(process.pid));

/**
 * Before starting the cluster in `dataDir`: a postmaster left running by a server that was killed (where the
 * parent-death signal is not available, or while it is still shutting down from it) is stopped and waited for; one
 * still the child of the server that started it means this DATA_DIR is in use, which is refused. A lock file naming a
 * pid that now belongs to some other program (a restarted container reuses pids) is removed, since PostgreSQL would
 * refuse to start on it. A lock whose process is gone is left to PostgreSQL, which also checks its shared memory.
 */
export async function clearStaleLock(dataDir: string): Promise<void> {
  const lockFile = path.join(dataDir, 'postmaster.pid');
  if (!existsSync('/proc/self/stat') || !existsSync(lockFile)) return;
  const pid = Number(readFileSync(lockFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0) return;
  const info = processInfo(pid);
  if (!info || info.zombie) return;
  if (info.command !== 'postgres') {
    rmSync(lockFile, { force: true });
    return;
  }
  // Still the child of the server that started it: that server is alive and uses this folder.
  if (info.parent === ownerOf(dataDir)) {
    throw new Error(`${dataDir} is in use by the database of another Selecta server (process ${info.parent}); stop it or give this one another DATA_DIR`);
  }
  // An orphan: a fast shutdown (SIGINT) ends its sessions and checkpoints; SIGQUIT after 20 s leaves it to recovery.
  process.kill(pid, 'SIGINT');
  for (let waited = 0; alive(pid); waited += 50) {
    if (waited === 20_000) process.kill(pid, 'SIGQUIT');
    await sleep(50);
  }
}
