// What a load costs, independent of how busy the machine is: CPU time (utime + stime from /proc)
// of the server process and of PostgreSQL's processes, and the statements PostgreSQL ran
// (pg_stat_statements, when the cluster preloads it). Divided by the 2xx answers, these judge a
// change on a shared machine where latencies and answers/s move with the load average.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

/** Clock ticks per second of /proc's times (Linux's USER_HZ). */
const TICKS_PER_SECOND = 100;

/** The CPU time of a process so far in ms, or 0 when it is gone. */
export function cpuMsOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command's closing parenthesis: state is field 3, utime 14, stime 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** The CPU time so far of a process's children (PostgreSQL's backends under its postmaster). */
export function childrenCpuMs(parent: number): number {
  let sum = 0;
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[1]) === parent) sum += cpuMsOf(Number(name));
    } catch {
      // gone meanwhile
    }
  }
  return sum;
}

export interface DatabaseCosts {
  /** PostgreSQL's CPU ms so far (its postmaster's children), or null when not on this machine. */
  cpuMs(): number | null;
  /** Statements run so far (pg_stat_statements), or null without the extension. */
  statements(): Promise<number | null>;
  close(): Promise<void>;
}

export async function databaseCosts(url: string): Promise<DatabaseCosts> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let postmaster: number | null = null;
  try {
    const dir = (await client.query('show data_directory')).rows[0]?.data_directory as string;
    postmaster = Number(readFileSync(path.join(dir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    postmaster = null;
  }
  let counted = true;
  try {
    await client.query('create extension if not exists pg_stat_statements');
    await client.query('select count(*) from pg_stat_statements');
  } catch {
    counted = false;
  }
  return {
    cpuMs: () => (postmaster ? childrenCpuMs(postmaster) : null),
    async statements() {
      if (!counted) return null;
      // Every database's, this query's own included: the one run after a load is subtracted.
      const result = await client.query(
        'select coalesce(sum(calls), 0)::float8 as n from pg_stat_statements',
      );
      return Number(result.rows[0]?.n ?? 0);
    },
    close: () => client.end(),
  };
}
