// Waits until the server's processes stop using the CPU before the browser is measured.
// A fresh demo server has startup work: each demo student's pending SED goes through the speech
// pipeline (pocketsphinx), several seconds of CPU on the two cores the browser also needs. Measured
// alongside it, a page's tasks wait for the CPU and Lighthouse's wall-time TBT counts that wait
// (docs/decisions/025, "A busy machine"). Linux only: elsewhere it returns at once.
import { existsSync, readdirSync, readFileSync } from 'node:fs';

/** One core's clock ticks per second (Linux's USER_HZ). */
const TICKS_PER_SECOND = 100;
/** Quiet: under 5 % of one core for three seconds in a row. */
const QUIET_TICKS = 5;
const QUIET_SECONDS = 3;

/** Waits for quiet (at most `limitSeconds`); returns the seconds waited and the CPU seconds the tree used. */
export async function waitUntilQuiet(rootPid, limitSeconds = 120) {
  if (!existsSync('/proc/self/stat')) return { waited: 0, cpu: 0, quiet: false };
  const start = treeTicks(rootPid);
  let last = start;
  let quietFor = 0;
  for (let waited = 1; waited <= limitSeconds; waited++) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const now = treeTicks(rootPid);
    quietFor = now - last < QUIET_TICKS ? quietFor + 1 : 0;
    last = now;
    if (quietFor >= QUIET_SECONDS) return { waited, cpu: (now - start) / TICKS_PER_SECOND, quiet: true };
  }
  return { waited: limitSeconds, cpu: (last - start) / TICKS_PER_SECOND, quiet: false };
}

/**
 * CPU ticks of `rootPid` and every live descendant, their reaped children's included: a finished
 * pocketsphinx's time moves to its parent's count, so the sum only grows.
 */
function treeTicks(rootPid) {
  const processes = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // Fields after the command (which may hold spaces), from the 3rd: state, ppid, … utime (14th).
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ticks = [11, 12, 13, 14].reduce((sum, index) => sum + Number(fields[index]), 0);
      processes.push({ pid: Number(name), ppid: Number(fields[1]), ticks });
    } catch {
      // gone meanwhile
    }
  }
  const inTree = new Set([rootPid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const { pid, ppid } of processes) {
      if (inTree.has(ppid) && !inTree.has(pid)) {
        inTree.add(pid);
        grew = true;
      }
    }
  }
  return processes.filter(({ pid }) => inTree.has(pid)).reduce((sum, { ticks }) => sum + ticks, 0);
}
