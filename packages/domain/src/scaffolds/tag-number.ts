/** Tag numbers the server gives: 'T-' and four digits or more ('T-0001'). */
const NUMBERED = /^T-(\d+)$/;

/** The next free tag number after every 'T-nnnn' among `existing` (others are ignored). */
export function nextTagNumber(existing: readonly string[]): string {
  let highest = 0;
  for (const tag of existing) {
    const match = NUMBERED.exec(tag.trim().toUpperCase());
    if (match?.[1]) highest = Math.max(highest, Number(match[1]));
  }
  return `T-${String(highest + 1).padStart(4, '0')}`;
}

/** Tag numbers compare without case or surrounding spaces: 't-0012 ' is 'T-0012'. */
export const sameTagNumber = (a: string, b: string): boolean =>
  a.trim().toUpperCase() === b.trim().toUpperCase();
