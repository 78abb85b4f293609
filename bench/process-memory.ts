// Memory as the system counts it for a set of processes: proportional set size (a page shared by n processes counts
// 1/n in each), so a server and its database's processes add up without counting shared pages twice.
import { readdirSync, readFileSync } from 'node:fs';

function pssKb(pid: number): number {
  try {
    return Number(/^Pss:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'))?.[1] ?? 0);
  } catch {
    return 0; // the process ended between listing and reading
  }
}

/**
 * CPU seconds the processes used, with their reaped children's (initdb's, for one): a start's cost in work, which
 * the machine's load does not inflate the way it inflates the wall-clock time.
 */
export function cpuSeconds(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
    } catch {
      // gone already
    }
  }
  return ticks / 100; // clock ticks of 10 ms
}

/** `pid` and every process below it. */
export function processTree(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // gone already
    }
  }
  const tree = [pid];
  for (let i = 0; i < tree.length; i++) tree.push(...(children.get(tree[i]!) ?? []));
  return tree;
}

/** PSS in MB of the processes `pids()` names, sampled every 100 ms: the latest sample, and the peak since `reset()`. */
export function sampleMemory(pids: () => Promise<number[]>) {
  let latest = 0;
  let peak = 0;
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      const started = performance.now();
      const all = [...new Set(await pids())];
      latest = all.reduce((sum, pid) => sum + pssKb(pid), 0) / 1024;
      peak = Math.max(peak, latest);
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, 100 - (performance.now() - started))));
    }
  })();
  return {
    latest: () => latest,
    /** The peak since the last reset; starts a new one. */
    reset: () => {
      const before = peak;
      peak = latest;
      return before;
    },
    /** The median of `seconds` of samples, once the process has been idle for a second. */
    async rest(seconds = 2) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const samples: number[] = [];
      for (let i = 0; i < seconds * 10; i++) {
        samples.push(latest);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return samples.sort((a, b) => a - b)[Math.floor(samples.length / 2)]!;
    },
    stop: async () => {
      stopped = true;
      await loop;
    },
  };
}
