import { ApiTimeoutError, createApiClient, createMemorySession } from '@scaffold/api-client';
import {
  callNameOf,
  emptyInspectionForm,
  MESSAGES,
  type NewInspectionFormValues,
} from '@scaffold/domain';
import { createSession, DEMO_ACCOUNTS, getDatabase, setScenario } from '@scaffold/mocks';
import { useMockServer } from '@scaffold/mocks/testing';
import { describe, expect, it, vi } from 'vitest';
import { submitInspection } from './submit-inspection';

// biome-ignore lint/correctness/useHookAtTopLevel: Vitest's hooks for this file, not React's.
useMockServer();

const SITE_ID = 1;

function signedInClient() {
  const login = createSession(DEMO_ACCOUNTS.admin.email);
  return createApiClient({
    baseUrl: 'http://portal.test',
    session: createMemorySession({ access: login.access, refresh: login.refresh }),
  });
}

function completeForm(): NewInspectionFormValues {
  const values = emptyInspectionForm();
  Object.assign(values, {
    weather: 'clear',
    temperature: '12',
    humidity: '60',
    wind_speed: '15',
    scaffold_type: 'Cuplock',
    scaffold_height: '12.5',
    load_rating: 'General purpose (2.0 kN/m²)',
    tie_pattern: 'Box ties at every other lift',
    notes: 'All good',
  });
  values.categories.safety.signage = { status: 'pass', notes: '' };
  values.photos['safety.signage'] = 'data:image/png;base64,iVBORw0KGgo=';
  values.signatures.inspector = 'data:image/png;base64,AAAA';
  return values;
}

const historyOf = (siteId: number) =>
  getDatabase()
    .customers.flatMap((customer) => customer.clients.flatMap((client) => client.sites))
    .find((site) => site.id === siteId)?.inspections ?? [];

describe('submitInspection', () => {
  it("saves the inspection into the site's history", async () => {
    const before = historyOf(SITE_ID).length;
    const outcome = await submitInspection(signedInClient(), SITE_ID, completeForm(), {
      idempotencyKey: 'submission-1',
    });
    expect(outcome.ok).toBe(true);
    expect(historyOf(SITE_ID)).toHaveLength(before + 1);
    // The mock keeps the photo apart (issue 28); the spec's read gives it back as sent.
    const saved = historyOf(SITE_ID)[0];
    const { sites } = await signedInClient().getCustomerInspections(1);
    const read = sites.find((site) => site.id === SITE_ID)?.inspections;
    expect(read?.find((inspection) => inspection.id === saved?.id)?.photos).toEqual([
      { item_key: 'safety.signage', photo: 'data:image/png;base64,iVBORw0KGgo=' },
    ]);
  });

  it("says 'Submission failed…' on a non-OK answer and logs the server's body", async () => {
    setScenario({ name: 'server-error', endpoint: 'saveInspection', status: 500 });
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const outcome = await submitInspection(signedInClient(), SITE_ID, completeForm(), {
      idempotencyKey: 'submission-2',
    });
    expect(outcome).toMatchObject({ ok: false, message: MESSAGES.inspectionSubmitFailed });
    expect(log).toHaveBeenCalledWith('[inspections] save failed', 500, expect.anything());
    log.mockRestore();
  });

  it("says 'An unexpected error occurred.' when the request itself fails", async () => {
    setScenario({ name: 'network-error', endpoint: 'saveInspection' });
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const before = historyOf(SITE_ID).length;
    const outcome = await submitInspection(signedInClient(), SITE_ID, completeForm(), {
      idempotencyKey: 'submission-3',
    });
    expect(outcome).toMatchObject({ ok: false, message: MESSAGES.unexpectedError });
    expect(historyOf(SITE_ID)).toHaveLength(before);
    log.mockRestore();
  });

  it('says the save got no answer in time, and that saving again cannot save twice', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const timedOut = {
      saveInspection: () =>
        Promise.reject(new ApiTimeoutError(callNameOf('saveInspection'), 90_000)),
    };
    const outcome = await submitInspection(timedOut, SITE_ID, completeForm(), {
      idempotencyKey: 'submission-timeout',
    });
    expect(outcome).toMatchObject({ ok: false, message: MESSAGES.saveTimedOut });
    log.mockRestore();
  });

  it('is a success for any 2xx, even without the inspection in the answer', async () => {
    const saved = { saveInspection: () => Promise.resolve({ inspection: null, id: 5001 }) };
    const outcome = await submitInspection(saved, SITE_ID, completeForm(), {
      idempotencyKey: 'submission-lenient',
    });
    expect(outcome).toEqual({ ok: true, inspection: null });
  });
});
