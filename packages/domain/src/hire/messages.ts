/** The messages of notes, off-hires and statements (ours: the spec has no hire). */
export const HIRE_MESSAGES = {
  quantityWhole: 'Enter a whole number of units.',
  quantityAtLeastOne: 'Enter at least 1.',
  quantityAboveAvailable: (available: number) =>
    available === 1 ? 'Only 1 is available here.' : `Only ${available} are available here.`,
  quantityAboveOnHire: (onHire: number) =>
    onHire === 1 ? 'Only 1 is on hire here.' : `Only ${onHire} are on hire here.`,
  noLines: 'Add at least one line.',
  itemUnknown: 'This item is not in your stock list.',
  lineTwice: 'This item is listed twice: put the quantities on one line.',
  variancesAboveQuantity: 'Short and damaged together cannot be more than the quantity collected.',
  signerName: 'Enter the name of the person signing.',
  padEmpty: 'The signature pad is empty: sign before saving.',
  photoRequired: 'Take a photo of the drop when no one is on site to sign.',
  dateInTheFuture: 'The date cannot be later than now.',
  dateBeforeSiteStart: 'The date cannot be before the site started.',
  offHireBeforeToday: 'Hire stops from the day it is asked for: choose today or a later date.',
  sameSite: 'Choose a different site to deliver to.',
  reasonRequired: 'Say why this note corrects the other.',
  signedNoteNotEdited: 'A signed note is never changed: write a correcting note that says why.',
  correctedAlready: (number: string) =>
    `This note was corrected already, by note ${number}: open that one (your entries are kept).`,
  vehicleRequired: 'Enter the vehicle registration.',
  driverRequired: "Enter the driver's name.",
  scaffoldNotOnHire: 'This scaffold is not on hire on this site.',
  noteNotFound: 'The note to correct was not found.',
  correctionOfOtherKind:
    'A delivery note corrects a delivery note, a collection note a collection note.',
  correctionOfOtherSite: 'A correcting note is for the same site as the note it corrects.',
  periodBackwards: 'The end of the period cannot be before its start.',
  periodTooLong: 'A statement covers at most a year.',
} as const;
