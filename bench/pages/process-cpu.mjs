// @ts-check
// The CPU time a server's processes spend, read from Linux's scheduler accounting. Divided by
// the requests a load answered, it is what one request costs the server: unlike req/s, it does
// not depend on how much of the machine the load generator, which shares it, leaves over.
import { readdirSync, readFileSync } from "node:fs";

/** Whether the figures can be read here (Linux's /proc). */
export function processCpuReadable() {
  try {
    readFileSync("/proc/self/schedstat", "utf8");
    return true;
  } catch {
    return false;
  }
}

/** The parent of each running process, from /proc. */
function parents() {
  /** @type {Map<number, number>} */ const parentOf = new Map();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The command may hold spaces and brackets: the fields after its closing bracket are fixed.
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const [, parent] = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      parentOf.set(Number(entry), Number(parent));
    } catch {
      // Gone since the listing.
    }
  }
  return parentOf;
}

/** `root` and every process descended from it (a server's primary and workers, nginx's master
 * and workers). */
function processTree(/** @type {number} */ root) {
  const parentOf = parents();
  const tree = new Set([root]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, parent] of parentOf) {
      if (tree.has(parent) && !tree.has(pid)) {
        tree.add(pid);
        grew = true;
      }
    }
  }
  return [...tree];
}

/**
 * Nanoseconds `pid` has run on a CPU, all its threads together (Node's collector and libuv's
 * pool are threads of their own): the first figure of each /proc/PID/task/TID/schedstat. A
 * thread that ended takes its time with it; 0 once the process is gone.
 */
function ranFor(/** @type {number} */ pid) {
  try {
    return readdirSync(`/proc/${pid}/task`).reduce((sum, thread) => {
      try {
        return (
          sum + Number(readFileSync(`/proc/${pid}/task/${thread}/schedstat`, "utf8").split(" ")[0])
        );
      } catch {
        return sum;
      }
    }, 0);
  } catch {
    return 0;
  }
}

/**
 * Runs `load` and returns its result with the CPU time, in microseconds, that the processes of
 * `root`'s tree spent meanwhile (NaN where it cannot be read, or there is no `root`).
 * @template T
 * @param {number | undefined} root @param {() => Promise<T>} load
 * @returns {Promise<{ result: T, cpuMicroseconds: number }>}
 */
export async function withProcessCpu(root, load) {
  if (root === undefined || !processCpuReadable())
    return { result: await load(), cpuMicroseconds: NaN };
  const tree = processTree(root);
  const before = tree.map(ranFor);
  const result = await load();
  // A process that ended meanwhile reads 0: its time is lost, never counted as negative.
  const spent = tree.reduce((sum, pid, i) => sum + Math.max(0, ranFor(pid) - (before[i] ?? 0)), 0);
  return { result, cpuMicroseconds: spent / 1000 };
}
