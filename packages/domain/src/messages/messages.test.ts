import { describe, expect, it } from 'vitest';
import { apiErrorMessage, MESSAGES, NOTICE_MS, notAValidValue, outOfRange } from './messages';

describe('messages', () => {
  it('pins the wording of PRODUCT.md "Messages"', () => {
    expect(MESSAGES).toMatchObject({
      required: 'Required',
      loginFailed: 'Login failed',
      registrationFailed: 'Registration failed',
      resetFailed: 'Failed to send reset email',
      fetchFailed: 'Failed to fetch data. Please try again or log in again.',
      sessionExpired: 'Your session has expired. Please log in again.',
      notAuthorised: 'You are not authorised to view this page. Please try again or log in again.',
      itemsMoved: 'Items moved successfully!',
      moveFailed:
        'Failed to move items. Please try again. If the problem persists, please contact support.',
      inspectionIncomplete: 'Please complete all required scaffold and weather fields.',
      inspectionSaved: 'Inspection saved successfully.',
      inspectionSubmitFailed: 'Submission failed. Check console for details.',
      unexpectedError: 'An unexpected error occurred.',
      photoFailed: 'Photo failed to load.',
      noInspectionsForMetrics: 'Cannot display metrics: no inspections found for this customer.',
      managerNotAssigned: 'Manager not assigned yet',
      noInspectionsYet: 'No inspections yet.',
      noInspectionData: 'No inspection data available.',
      toBeImplemented: 'To be implemented',
      yetToBeImplemented: 'Yet to be implemented',
      freeTrial: 'All plans include a 14-day free trial. No credit card required.',
      noAccessToken: 'No access token present',
      unauthorisedRefreshFailed: 'Unauthorized and refresh failed',
      loadingSiteInspections: 'Loading Site Inspections...',
      loadingCustomer: 'Loading customer...',
      loadingMetrics: 'Loading metrics...',
      noLocation: 'No data found',
      neverInspected: 'Never',
      notScheduled: 'Not Scheduled',
    });
  });
  it('builds the value messages', () => {
    expect(notAValidValue('abc')).toBe('abc is not a valid value');
    expect(outOfRange('101', -100, 100)).toBe('101 is out of range (-100 to 100)');
    expect(apiErrorMessage(500)).toBe('API Error: 500');
  });
  it('keeps notices 5 s by default, 30 s and 60 s otherwise', () => {
    expect(NOTICE_MS).toEqual({ default: 5000, medium: 30000, long: 60000 });
  });
});
