import { addDays } from 'date-fns';
import { parseApiDate } from '../dates';
import { INSPECTION_INTERVAL_DAYS } from '../inspections/due';
import type { ScaffoldLife, TagStatus } from '../schemas';

/** A completed check of the scaffold: its handover (the first inspection) or an inspection. */
export interface TagCheck {
  kind: 'handover' | 'inspection';
  /** When it was carried out (ISO). */
  at: string;
  /** A handover passes by definition; an inspection passes, fails, or passes with items to watch. */
  result: 'passed' | 'failed' | 'attention';
  by_name: string | null;
  by_position: string | null;
}

/** Everything the tag's colour depends on, as the server keeps it. */
export interface TagFacts {
  life: ScaffoldLife;
  /** '' when there are none. */
  limitations: string;
  /** The handover certificate in force, or null when the scaffold has none. */
  handover: { clientSigned: boolean } | null;
  /** Completed checks in any order; pending inspections are not checks. */
  checks: readonly TagCheck[];
  /** When adverse weather was last recorded on its site (ISO), or null. */
  adverseWeatherAt: string | null;
}

const KIND_ORDER = { handover: 0, inspection: 1 } as const;

/**
 * The latest check, by when it was carried out. On the same instant an inspection counts as
 * after the handover: a handover is the scaffold's first inspection, so nothing precedes it.
 * Checks with an unreadable date are ignored.
 */
export function latestCheck(checks: readonly TagCheck[]): TagCheck | null {
  let latest: { check: TagCheck; ms: number } | null = null;
  for (const check of checks) {
    const ms = parseApiDate(check.at)?.getTime();
    if (ms === undefined) continue;
    if (
      !latest ||
      ms > latest.ms ||
      (ms === latest.ms && KIND_ORDER[check.kind] > KIND_ORDER[latest.check.kind])
    ) {
      latest = { check, ms };
    }
  }
  return latest?.check ?? null;
}

/** The lives in which a scaffold is not standing for use: nothing is due, the tag is red. */
const NOT_IN_SERVICE: readonly ScaffoldLife[] = ['erecting', 'dismantling', 'struck'];

/**
 * When the next inspection is due (Work at Height Regulations 2005, Schedule 7 via regulation
 * 12): 7 days after the latest check, or at once when adverse weather was recorded since it.
 * Null while the scaffold is not in service or has never been checked.
 */
export function tagNextDue(facts: TagFacts): Date | null {
  if (NOT_IN_SERVICE.includes(facts.life)) return null;
  const latest = latestCheck(facts.checks);
  const checkedAt = latest ? parseApiDate(latest.at) : null;
  if (!checkedAt) return null;
  const weekly = addDays(checkedAt, INSPECTION_INTERVAL_DAYS);
  const weather = parseApiDate(facts.adverseWeatherAt);
  return weather && weather.getTime() > checkedAt.getTime() && weather < weekly ? weather : weekly;
}

const red = (reason: TagStatus['reason']): TagStatus => ({ colour: 'red', reason });

/**
 * The tag's colour and why, the first rule that applies:
 * red while struck, being dismantled or erected, not handed over, awaiting the client's
 * signature on the handover, altered since, when the latest check failed or found items needing
 * attention, when it is overdue (7 days), or when adverse weather came after it; amber when it
 * is safe with limitations; green otherwise. `now` is the server's clock.
 */
export function tagStatus(facts: TagFacts, now: Date): TagStatus {
  if (facts.life === 'struck') return red('struck');
  if (facts.life === 'dismantling') return red('dismantling');
  if (facts.life === 'erecting') return red('erecting');
  if (!facts.handover) return red('not-handed-over');
  if (!facts.handover.clientSigned) return red('awaiting-client-signature');
  if (facts.life === 'altered') return red('altered');
  const latest = latestCheck(facts.checks);
  if (!latest) return red('not-handed-over');
  if (latest.result === 'failed') return red('failed');
  if (latest.result === 'attention') return red('attention');
  const checkedAt = parseApiDate(latest.at);
  if (!checkedAt || addDays(checkedAt, INSPECTION_INTERVAL_DAYS).getTime() < now.getTime()) {
    return red('overdue');
  }
  const weather = parseApiDate(facts.adverseWeatherAt);
  if (weather && weather.getTime() > checkedAt.getTime()) return red('adverse-weather');
  if (facts.limitations.trim() !== '') return { colour: 'amber', reason: 'limited' };
  return { colour: 'green', reason: 'safe' };
}

/**
 * A status read earlier (kept on the device) as it stands now: a green or amber tag whose next
 * inspection has since fallen due is red, overdue. Nothing else can be known offline.
 */
export function keptTagStatus(status: TagStatus, nextDue: string | null, now: Date): TagStatus {
  if (status.colour === 'red') return status;
  const due = parseApiDate(nextDue);
  return due && due.getTime() < now.getTime() ? red('overdue') : status;
}

/** How many tags are green, amber and red (a site's list, the Dashboard's counts). */
export function countTagColours(
  scaffolds: readonly { status: TagStatus }[],
): Record<TagStatus['colour'], number> {
  const counts = { green: 0, amber: 0, red: 0 };
  for (const { status } of scaffolds) counts[status.colour] += 1;
  return counts;
}

/**
 * The last instant (ms) up to which `tagStatus(facts, ·)` answers the colour it answers at
 * `now`: a green or amber tag turns red, overdue, a millisecond after its weekly inspection falls
 * due, and nothing else in the rules moves with the clock; a red tag stays red until its facts
 * change (Infinity), though its reason may move on to 'overdue'. What is counted by colour at
 * `now` (the Dashboard's tags) holds until then.
 */
export function tagColourHoldsUntil(facts: TagFacts, now: Date): number {
  if (tagStatus(facts, now).colour === 'red') return Number.POSITIVE_INFINITY;
  const latest = latestCheck(facts.checks);
  const checkedAt = latest ? parseApiDate(latest.at) : null;
  if (!checkedAt) return Number.POSITIVE_INFINITY;
  return addDays(checkedAt, INSPECTION_INTERVAL_DAYS).getTime();
}
