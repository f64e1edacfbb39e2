export type InspectionResult = 'Passed' | 'Failed' | 'Pending';

/** PRODUCT.md "Inspection result": true is Passed, false is Failed, unset is Pending. */
export function inspectionResult(passed: boolean | null | undefined): InspectionResult {
  if (passed === true) return 'Passed';
  if (passed === false) return 'Failed';
  return 'Pending';
}

export const NOTES_PREVIEW_LENGTH = 60;

/** Notes cut to 60 characters followed by '...'; 60 or fewer are left untouched. */
export function notesPreview(notes: string | null | undefined): string {
  const text = notes ?? '';
  // Array.from counts characters, not UTF-16 units, so an emoji is never cut in half.
  const chars = Array.from(text);
  if (chars.length <= NOTES_PREVIEW_LENGTH) return text;
  return `${chars.slice(0, NOTES_PREVIEW_LENGTH).join('')}...`;
}
