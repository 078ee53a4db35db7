import { readFileSync } from 'node:fs';

/**
 * CPU seconds (user + system) spent by this process and by its children that have ended (the
 * build runs as a child; Pagefind as the build's). Printed beside wall-clock seconds: on a
 * machine shared with other work the wall clock stretches while the CPU time a task needs
 * stays about the same. Linux only (/proc); elsewhere this process's own time alone.
 */

/** The kernel's clock ticks per second for /proc times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

export function cpuSeconds(): number {
  const own = process.cpuUsage();
  let children: number;
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    // Fields after the command name (which may hold spaces): state is field 3, cutime 16, cstime 17.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    children = (Number(fields[13]) + Number(fields[14])) / TICKS_PER_SECOND;
  } catch {
    children = 0;
  }
  return (own.user + own.system) / 1e6 + (Number.isFinite(children) ? children : 0);
}
