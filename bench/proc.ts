import fs from 'node:fs';

/** What /proc tells of the processes a bench watches (Linux; USER_HZ = 100). */

/** Resident memory of a process in MB. */
export function rssMb(pid: number | undefined): number {
  const line = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return line ? Number(line[1]) / 1024 : NaN;
}

/** A process's CPU time (user + system) in ms. */
export function cpuMs(pid: number | undefined): number {
  return ticksOf(fs.readFileSync(`/proc/${pid}/stat`, 'utf8')) * 10;
}

/** CPU time in ms of every PostgreSQL process on the machine (the server and its backends). */
export function postgresCpuMs(): number {
  let ticks = 0;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (stat.includes(' (postgres) ')) ticks += ticksOf(stat);
    } catch {
      // gone meanwhile: a backend that ended
    }
  }
  return ticks * 10;
}

/** The machine's busy and total CPU time (every core) in ms, from /proc/stat. */
export function machineCpuMs(): { busy: number; total: number } {
  const fields = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  const [user, nice, system, idle, iowait, irq, softirq, steal] = fields.slice(1).map(Number);
  const busy = user! + nice! + system! + irq! + softirq! + steal!;
  return { busy: busy * 10, total: (busy + idle! + iowait!) * 10 };
}

/** utime + stime, fields 14 and 15, counted after the command name's closing parenthesis. */
function ticksOf(stat: string): number {
  const fields = stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]);
}
