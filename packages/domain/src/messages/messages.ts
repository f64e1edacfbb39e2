import { SHELL_MESSAGES } from './shell';

export { NOTICE_MS } from './shell';

/**
 * Every user-facing message of PRODUCT.md "Messages", PRODUCT.md "Validation" and PRODUCT.md "Rules"word for word, so the screens and the
 * tests reference one constant instead of repeating a string. Messages marked "ours" are not
 * worded by the spec (it says the move notices come from a helper it does not show).
 */
export const MESSAGES = {
  required: SHELL_MESSAGES.required,
  invalidEmail: SHELL_MESSAGES.invalidEmail,
  loginFailed: SHELL_MESSAGES.loginFailed,
  loginUnavailable: SHELL_MESSAGES.loginUnavailable,
  registrationFailed: 'Registration failed',
  resetFailed: 'Failed to send reset email',
  fetchFailed: 'Failed to fetch data. Please try again or log in again.',
  sessionExpired: SHELL_MESSAGES.sessionExpired,
  notAuthorised: SHELL_MESSAGES.notAuthorised,
  unexpectedError: 'An unexpected error occurred.',
  /** ours: a move with no answer in time; a retry with the same choices cannot move twice. */
  moveTimedOut:
    'No answer from the server in time. Your choices are kept: confirm again when you have signal (nothing will move twice).',
  noAccessToken: 'No access token present',
  unauthorisedRefreshFailed: 'Unauthorized and refresh failed',

  itemsMoved: 'Items moved successfully!',
  moveFailed:
    'Failed to move items. Please try again. If the problem persists, please contact support.',
  /** ours: empty quantity in the Move Items modal. */
  moveQuantityRequired: 'Please enter a quantity to move.',
  /** ours: zero, negative or non-numeric quantity. */
  moveQuantityPositive: 'The quantity to move must be greater than 0.',
  /** ours: the item has nothing left to move. */
  moveNothingAvailable: 'There is no stock available to move.',
  /** ours: allocation of more than is available (sample inventory). */
  allocationExceedsAvailable: 'Cannot allocate more than the available quantity.',

  inspectionIncomplete: 'Please complete all required scaffold and weather fields.',
  inspectionSaved: 'Inspection saved successfully.',
  inspectionSubmitFailed: 'Submission failed. Check console for details.',
  photoFailed: 'Photo failed to load.',
  /** ours: bounded photos (docs/DECISIONS.md). */
  photoWrongType: 'Photo not added: choose a JPEG, PNG, WebP or HEIC image.',
  photoTooLarge: 'Photo not added: the file is over 20 MB. Choose a smaller one.',
  /** ours: Schedule 7 asks for the further action when a matter of risk was found. */
  furtherActionRequired: 'Say what further action is needed: an item failed.',
  /** ours: a report particular an older inspection did not record. */
  notRecorded: 'Not recorded',
  /** ours: a scaffold type that is not one of the component systems. */
  scaffoldTypeUnknown: 'Choose a scaffold type from the list',

  noInspectionsForMetrics: 'Cannot display metrics: no inspections found for this customer.',
  noInspectionsYet: 'No inspections yet.',
  noInspectionData: 'No inspection data available.',
  managerNotAssigned: 'Manager not assigned yet',
  noLocation: 'No data found',
  neverInspected: 'Never',
  notScheduled: 'Not Scheduled',
  toBeImplemented: 'To be implemented',
  yetToBeImplemented: 'Yet to be implemented',
  routerFallback: SHELL_MESSAGES.routerFallback,
  signingIn: 'Signing in...',
  loadingSiteInspections: 'Loading Site Inspections...',
  loadingCustomer: 'Loading customer...',
  loadingMetrics: 'Loading metrics...',
  registrationSuccessful: 'Registration Successful',
  resetPasswordTitle: 'Reset Password',
  sendResetInstructions: 'Send Reset Instructions',
  checkYourEmail: 'Check your email',
  backToLogin: 'Back to login',
  searchComponentsPlaceholder: 'Search components...',
  allClients: 'All Clients',
  freeTrial: 'All plans include a 14-day free trial. No credit card required.',
} as const;

export type MessageKey = keyof typeof MESSAGES;

/** '{value} is not a valid value' (PRODUCT.md "Validation"). */
export const notAValidValue = (value: string): string => `${value} is not a valid value`;

/** '{value} is out of range (-100 to 100)' (PRODUCT.md "Validation"). */
export const outOfRange = (value: string, min: number, max: number): string =>
  `${value} is out of range (${min} to ${max})`;

/** '{value} must be greater than 0' (ours: scaffold height). */
export const mustBePositive = (value: string): string => `${value} must be greater than 0`;

/** 'API Error: {status}' (PRODUCT.md "Messages"). */
export const apiErrorMessage = (status: number): string => `API Error: ${status}`;
