import {
  CHECKLIST_CATEGORIES,
  CHECKLIST_ITEMS,
  type Inspection,
  type InspectionItem,
  type InspectionPhoto,
  type InspectionSignature,
  SIGNATURE_ROLES,
} from '@scaffold/domain';
import type { SeededRandom } from './prng';
import {
  COMPONENT_SYSTEM_NAMES,
  INSPECTION_NOTES,
  ITEM_FAIL_NOTES,
  LOAD_RATINGS,
  TIE_PATTERNS,
} from './vocabulary';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const WEEK_MS = 7 * DAY_MS;

const svgDataUrl = (svg: string) => `data:image/svg+xml,${encodeURIComponent(svg)}`;

/** A small stand-in for a site photo, so seeded inspections show one without weighing much. */
export const SAMPLE_PHOTO_DATA_URL = svgDataUrl(
  '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="120" viewBox="0 0 160 120">' +
    '<rect width="160" height="120" fill="#cfd5dd"/>' +
    '<path d="M10 110 60 50l30 35 20-22 40 47z" fill="#6b7786"/>' +
    '<circle cx="120" cy="30" r="12" fill="#f2c14e"/></svg>',
);

const SIGNATURE_STROKES: Record<(typeof SIGNATURE_ROLES)[number], string> = {
  inspector: 'M12 70c20-50 40 40 60-10s30 30 50-5 30 20 60 0',
  supervisor: 'M15 60c25-30 35 30 55 0s25-25 45 10 35-30 70-5',
  client: 'M20 55c15 20 30-35 50-5s20 25 40-10 25 15 55 5',
};

/** A pen-drawn signature as the signature pad would send it (an image data URL). */
export function sampleSignature(role: (typeof SIGNATURE_ROLES)[number]): string {
  return svgDataUrl(
    '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="100" viewBox="0 0 300 100">' +
      `<path d="${SIGNATURE_STROKES[role]}" fill="none" stroke="#000" stroke-width="2"/></svg>`,
  );
}

/** Where a site stands with its inspections in the sample. */
export type SampleInspectionState = 'up-to-date' | 'overdue' | 'never-inspected' | 'closed';

/**
 * Which active sites are overdue or never inspected is fixed by position so tests and docs can
 * name them: among active sites (index from 0), index % 6 === 4 is overdue and index % 10 === 7
 * never inspected; the rest are up to date. Pending sites are never inspected (nothing is up
 * yet); completed sites were inspected until they were struck, with no next date.
 */
export function sampleInspectionState(
  index: number,
  status: 'active' | 'pending' | 'completed',
): SampleInspectionState {
  if (status === 'pending') return 'never-inspected';
  if (status === 'completed') return 'closed';
  if (index % 10 === 7) return 'never-inspected';
  if (index % 6 === 4) return 'overdue';
  return 'up-to-date';
}

/** What stays the same across a site's inspections: the scaffold itself. */
export interface ScaffoldProfile {
  scaffold_type: string;
  scaffold_height: number;
  load_rating: string;
  tie_pattern: string;
}

export function scaffoldProfile(random: SeededRandom): ScaffoldProfile {
  return {
    scaffold_type: random.pick(COMPONENT_SYSTEM_NAMES),
    scaffold_height: random.int(4, 30),
    load_rating: random.pick(LOAD_RATINGS),
    tie_pattern: random.pick(TIE_PATTERNS),
  };
}

export interface IdCounter {
  next(): number;
}

type Outcome = 'passed' | 'failed' | 'attention' | 'pending';

function checklistItems(random: SeededRandom, outcome: Outcome) {
  const keys = CHECKLIST_CATEGORIES.flatMap((category) =>
    CHECKLIST_ITEMS[category].map((item) => `${category}.${item}`),
  );
  const failing = new Set(outcome === 'failed' ? random.sample(keys, random.int(1, 2)) : []);
  const attention = outcome === 'attention' ? random.pick(keys) : null;
  const items: InspectionItem[] = keys.map((name) => {
    if (failing.has(name)) {
      return { name, status: 'fail', notes: random.pick(ITEM_FAIL_NOTES), passed: false };
    }
    if (name === attention) {
      return { name, status: 'attention', notes: 'Monitor at next inspection', passed: null };
    }
    // Trap doors are often not fitted on small scaffolds.
    if (name === 'platforms.trap_doors' && random.chance(0.5)) {
      return { name, status: 'na', notes: '', passed: null };
    }
    return { name, status: 'pass', notes: '', passed: true };
  });
  const photos: InspectionPhoto[] = [...failing]
    .slice(0, 1)
    .map((item_key) => ({ item_key, photo: SAMPLE_PHOTO_DATA_URL }));
  return { items, photos };
}

function outcomeFor(random: SeededRandom, isLatest: boolean): Outcome {
  const roll = random.next();
  if (isLatest && roll < 0.06) return 'pending';
  if (roll < 0.2) return 'failed';
  if (roll < 0.3) return 'attention';
  return 'passed';
}

/**
 * One seeded inspection started at `atMs`, or earlier when it would otherwise finish after
 * `notAfterMs` (the reference instant): the sample never shows work that has not happened yet.
 */
export function sampleInspection(
  random: SeededRandom,
  ids: { inspection: IdCounter; signature: IdCounter },
  profile: ScaffoldProfile,
  atMs: number,
  isLatest: boolean,
  notAfterMs: number,
): Inspection {
  const outcome = outcomeFor(random, isLatest);
  const { items, photos } = checklistItems(random, outcome);
  const weather = random.pick(['clear', 'cloudy', 'cloudy', 'rain', 'wind'] as const);
  const durationMs = random.int(25, 90) * 60_000;
  const startedMs = Math.min(atMs, notAfterMs - durationMs);
  const updatedMs = startedMs + durationMs;
  const signedRoles = SIGNATURE_ROLES.filter((role) => role !== 'client' || random.chance(0.7));
  const signatures: InspectionSignature[] =
    outcome === 'pending'
      ? [{ id: ids.signature.next(), role: 'inspector', signature: sampleSignature('inspector') }]
      : signedRoles.map((role) => ({
          id: ids.signature.next(),
          role,
          signature: sampleSignature(role),
        }));
  const id = ids.inspection.next();
  return {
    id,
    passed: outcome === 'pending' ? null : outcome !== 'failed',
    notes:
      outcome === 'pending'
        ? 'Inspection started; awaiting supervisor sign-off.'
        : random.pick(INSPECTION_NOTES[outcome]),
    created_at: new Date(startedMs).toISOString(),
    updated_at: new Date(updatedMs).toISOString(),
    completed_at: outcome === 'pending' ? null : new Date(updatedMs).toISOString(),
    weather_conditions: weather,
    temperature: random.int(1, 16),
    humidity: random.int(60, 95),
    wind_speed: weather === 'wind' ? random.int(35, 60) : random.int(5, 30),
    ...profile,
    items,
    photos,
    signatures,
    // Schedule 7's particulars, picked without drawing from `random` so the rest stays as it was.
    inspector_name: SAMPLE_INSPECTORS[id % SAMPLE_INSPECTORS.length] ?? null,
    inspector_position: 'Scaffold inspector (CISRS)',
    ...REPORT_ACTIONS[outcome],
  };
}

const SAMPLE_INSPECTORS = ['Dave Whitfield', 'Sian Roberts', 'Marcus Bell', 'Joanne Clarke'];

const REPORT_ACTIONS: Record<
  Outcome,
  { action_taken: string | null; further_action: string | null }
> = {
  passed: { action_taken: 'None required.', further_action: 'None.' },
  attention: {
    action_taken: 'Item noted and shown to the site supervisor.',
    further_action: 'Check again at the next weekly inspection.',
  },
  failed: {
    action_taken: "Affected area closed off and tagged 'Do not use'; site supervisor told.",
    further_action: 'Make good the failed items, then re-inspect before the scaffold is used.',
  },
  pending: { action_taken: null, further_action: null },
};

/**
 * A site's inspection history, newest first, a week apart, none before the site started.
 * Returns the history and the dates the site shows.
 */
export function sampleInspectionHistory(
  random: SeededRandom,
  ids: { inspection: IdCounter; signature: IdCounter },
  state: SampleInspectionState,
  site: { startMs: number; endMs: number },
  referenceMs: number,
) {
  if (state === 'never-inspected') {
    return { inspections: [], last: null, next: null };
  }
  // Inspections happen in working hours (07:00–15:59 UTC); today's before the reference time.
  const dayStart = Math.floor(referenceMs / DAY_MS) * DAY_MS;
  const at = (daysAgo: number) => {
    const latestHour =
      daysAgo === 0 ? Math.min(15, Math.floor((referenceMs - dayStart) / HOUR_MS) - 1) : 15;
    if (latestHour < 7) return dayStart - (daysAgo + 1) * DAY_MS + random.int(7, 15) * HOUR_MS;
    return (
      dayStart - daysAgo * DAY_MS + random.int(7, latestHour) * HOUR_MS + random.int(0, 59) * 60_000
    );
  };
  let latestMs: number;
  if (state === 'up-to-date') {
    latestMs = at(random.int(0, 6));
  } else if (state === 'overdue') {
    latestMs = at(random.int(8, 21));
  } else {
    latestMs =
      Math.floor(site.endMs / DAY_MS) * DAY_MS -
      random.int(1, 6) * DAY_MS +
      random.int(8, 15) * HOUR_MS;
  }
  // Not before the site started, and never after the reference instant.
  latestMs = Math.min(Math.max(latestMs, site.startMs + 9 * HOUR_MS), referenceMs);
  const profile = scaffoldProfile(random);
  const count = random.int(1, 4);
  const inspections: Inspection[] = [];
  for (let index = 0; index < count; index += 1) {
    // Earlier visits a week apart, at another time of the working day.
    const atMs = latestMs - index * WEEK_MS + (index === 0 ? 0 : random.int(-1, 1) * HOUR_MS);
    if (index > 0 && atMs < site.startMs) break;
    inspections.push(sampleInspection(random, ids, profile, atMs, index === 0, referenceMs));
  }
  const last = inspections[0]?.created_at ?? null;
  const next =
    state === 'closed' || last === null ? null : new Date(Date.parse(last) + WEEK_MS).toISOString();
  return { inspections, last, next };
}
