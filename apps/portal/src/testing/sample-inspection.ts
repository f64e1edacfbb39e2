// Fixtures of the save path's tests and stories (not part of the app bundle): a complete New
// Inspection form as an inspector saves it, and an API client signed in as a demo user.
import { createApiClient, createMemorySession } from '@scaffold/api-client';
import { emptyInspectionForm, type NewInspectionFormValues } from '@scaffold/domain';
import { createSession } from '@scaffold/mocks';
import { ownerOf } from '../offline/owner';

/** A PNG small enough for any test, valid for the mock's photo check. */
export const SAMPLE_PHOTO = 'data:image/png;base64,iVBORw0KGgo=';

/**
 * A complete inspection with the inspector's signature, told apart by its notes; `photo` adds
 * one on the signage item.
 */
export function sampleInspection(
  notes: string,
  options: { photo?: boolean } = {},
): NewInspectionFormValues {
  const values = emptyInspectionForm();
  Object.assign(values, {
    weather: 'clear',
    temperature: '8',
    humidity: '70',
    wind_speed: '12',
    scaffold_type: 'Cuplock',
    scaffold_height: '14.5',
    load_rating: 'General purpose (2.0 kN/m²)',
    tie_pattern: 'Box ties at every other lift',
    inspector_name: 'Alex Morgan',
    inspector_position: 'Administrator',
    notes,
  });
  values.categories.safety.signage = { status: 'pass', notes: '' };
  values.signatures.inspector = SAMPLE_PHOTO;
  if (options.photo) values.photos['safety.signage'] = SAMPLE_PHOTO;
  return values;
}

/**
 * The API client of a demo user signed in against the mock (any base URL answers in tests), its
 * tokens held as `ownerOf({customer_id, email})`'s: what the tests' outboxes and drafts are
 * keyed by.
 */
export function clientSignedInAs(email: string) {
  const login = createSession(email);
  const holder = ownerOf({ customer_id: login.customer_id, email });
  return createApiClient({
    baseUrl: 'http://portal.test',
    session: createMemorySession({ access: login.access, refresh: login.refresh, holder }),
  });
}
