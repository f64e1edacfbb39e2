import type { ScaffoldLife } from '../schemas';

/** A scaffold's life in words, as the firm's screens and the public page say it. */
export const LIFE_LABELS: Record<ScaffoldLife, string> = {
  erecting: 'Being erected',
  handed_over: 'Handed over',
  in_use: 'In use',
  altered: 'Altered',
  dismantling: 'Being dismantled',
  struck: 'Struck',
};

/**
 * The moves a person makes by hand from each state. The others are made by records: a handover
 * certificate (erecting or altered → handed over) and an inspection that passes (handed over or
 * altered → in use). Struck is the end.
 */
const MANUAL_MOVES: Record<ScaffoldLife, readonly ScaffoldLife[]> = {
  erecting: ['dismantling'],
  handed_over: ['in_use', 'altered', 'dismantling'],
  in_use: ['altered', 'dismantling'],
  altered: ['dismantling'],
  dismantling: ['struck'],
  struck: [],
};

/** Where a person may move a scaffold from `life`, in the order the screen offers them. */
export function manualLifeMoves(life: ScaffoldLife): readonly ScaffoldLife[] {
  return MANUAL_MOVES[life];
}

export function canMoveLife(from: ScaffoldLife, to: ScaffoldLife): boolean {
  return MANUAL_MOVES[from].includes(to);
}

/**
 * A handover certificate is made for a scaffold just erected, or one altered since (TG20: an
 * altered scaffold is handed over again, or inspected, before use).
 */
export function canHandOver(life: ScaffoldLife): boolean {
  return life === 'erecting' || life === 'altered';
}

/** A scaffold may be inspected while it stands and is not being taken down. */
export function canInspect(life: ScaffoldLife): boolean {
  return life === 'handed_over' || life === 'in_use' || life === 'altered';
}

/**
 * The life after an inspection of the scaffold: one that passes puts a handed-over or altered
 * scaffold in use; any other result changes nothing (the tag says what is wrong).
 */
export function lifeAfterInspection(life: ScaffoldLife, passed: boolean): ScaffoldLife {
  if (passed && (life === 'handed_over' || life === 'altered')) return 'in_use';
  return life;
}

/** The verb of each manual move, for its button. */
export const LIFE_MOVE_LABELS: Record<ScaffoldLife, string> = {
  erecting: 'Erecting',
  handed_over: 'Handed over',
  in_use: 'Mark in use',
  altered: 'Record an alteration',
  dismantling: 'Start dismantling',
  struck: 'Mark struck',
};
