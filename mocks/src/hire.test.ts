// The mock's hire keeps the rules the server keeps (docs/DECISIONS.md "Hire"): numbers per
// customer without gaps, a retry with its key recorded once, a correction taken once, what a
// site holds replayed from the notes, off-hires a manager's.
import type {
  CreateCollectionNoteResponse,
  DeliveryNote,
  HireOverviewResponse,
  HireStatement,
  SiteHireResponse,
} from '@scaffold/domain';
import { describe, expect, it } from 'vitest';
import {
  collectionBody,
  deliveryBody,
  hireClientId,
  hireItemId,
  hireSiteId,
  hireToday,
  offHireBody,
  seededDelivery,
} from './contract-suite/hire-fixtures';
import { getDatabase } from './db/database';
import { call, login, useMockServer } from './test-support';

useMockServer();

const token = async (account: 'admin' | 'staff' | 'manager' = 'admin') =>
  (await login(account)).access;

async function siteHire(access: string): Promise<SiteHireResponse> {
  const answer = await call('siteHire', { token: access, params: { site_id: hireSiteId() } });
  expect(answer.status).toBe(200);
  return answer.json as unknown as SiteHireResponse;
}

const onHire = (hire: SiteHireResponse) =>
  hire.on_hire.find((units) => units.item_id === hireItemId())?.quantity ?? 0;

describe('hire notes on the mock', () => {
  it("numbers a customer's notes of a kind one after the other, and a retry records once", async () => {
    const access = await token('staff');
    const headers = { 'Idempotency-Key': 'dn-1' };
    const first = await call('createDeliveryNote', {
      token: access,
      body: deliveryBody(),
      headers,
    });
    const again = await call('createDeliveryNote', {
      token: access,
      body: deliveryBody(),
      headers,
    });
    expect(first.status).toBe(201);
    expect(again.replayed).toBe(true);
    expect(again.json).toEqual(first.json);
    expect((first.json as unknown as DeliveryNote).number).toBe('DN-000004');
    const next = await call('createDeliveryNote', { token: access, body: deliveryBody() });
    expect((next.json as unknown as DeliveryNote).number).toBe('DN-000005');
    expect(getDatabase().hireNotes.filter((note) => note.customer_id === 1)).toHaveLength(6);
  });

  it('takes a correction once: the corrected note stops counting, a second is told which note did', async () => {
    const access = await token();
    const before = onHire(await siteHire(access));
    const original = seededDelivery();
    const corrects = { note_id: original.id, reason: 'Forty-five tubes, not forty.' };
    const line = { item_id: hireItemId(), quantity: 45 };
    const fixed = await call('createDeliveryNote', {
      token: access,
      body: deliveryBody({ corrects, delivered_at: original.delivered_at, lines: [line] }),
    });
    expect(fixed.status).toBe(201);
    const after = await siteHire(access);
    expect(onHire(after)).toBe(before + 5);
    const stored = after.notes.find((note) => note.id === original.id);
    expect(stored?.corrected_by).toBe((fixed.json as unknown as DeliveryNote).id);

    const second = await call('createDeliveryNote', {
      token: await token('staff'),
      body: deliveryBody({ corrects }),
    });
    expect(second.status).toBe(409);
    expect(second.json.detail).toContain((fixed.json as unknown as DeliveryNote).number);
  });

  it('reports a collection beyond what the site holds as an over-return, and refuses a transfer beyond it', async () => {
    const access = await token('staff');
    const held = onHire(await siteHire(access));
    const line = { item_id: hireItemId(), quantity: held + 4, short: 0, damaged: 0 };
    const over = await call('createCollectionNote', {
      token: access,
      body: collectionBody({ lines: [line] }),
    });
    expect(over.status).toBe(201);
    expect((over.json as unknown as CreateCollectionNoteResponse).over_returns).toEqual([
      { item_id: hireItemId(), quantity: 4 },
    ]);
    const transfer = await call('createDeliveryNote', {
      token: access,
      body: deliveryBody({
        from_site_id: hireSiteId(),
        to_site_id: seededDelivery().to_site_id + 1,
      }),
    });
    expect([transfer.status, transfer.json.detail]).toEqual([
      400,
      'lines.0.quantity: Only 0 are available here.',
    ]);
  });
});

describe('off-hires on the mock', () => {
  it("are a manager's or an admin's, and leave the units awaiting collection", async () => {
    expect(
      (await call('createOffHire', { token: await token('staff'), body: offHireBody() })).status,
    ).toBe(403);
    const access = await token('manager');
    const before = onHire(await siteHire(access));
    const made = await call('createOffHire', { token: access, body: offHireBody() });
    expect(made.status).toBe(201);
    const hire = await siteHire(access);
    expect(onHire(hire)).toBe(before - 2);
    expect(hire.awaiting_collection).toContainEqual(
      expect.objectContaining({ item_id: hireItemId(), quantity: 2, from: hireToday() }),
    );
    const overview = await call('hireOverview', { token: access });
    const sites = (overview.json as unknown as HireOverviewResponse).awaiting_collection;
    expect(sites.map((site) => site.site_id)).toContain(hireSiteId());
  });

  it('are never backdated', async () => {
    const answer = await call('createOffHire', {
      token: await token(),
      body: offHireBody({ from: '2026-11-19' }),
    });
    expect(answer.status).toBe(400);
    expect(answer.json.detail).toMatch(/^from: /);
  });
});

describe('the hire statement on the mock', () => {
  it("charges the sample's hire, shortage and damage of the seeded client", async () => {
    const answer = await call('hireStatement', {
      token: await token(),
      query: `client_id=${hireClientId()}&from=2026-10-01&to=2026-11-20`,
    });
    expect(answer.status).toBe(200);
    const { totals } = answer.json as unknown as HireStatement;
    expect(totals.hire_pence).toBeGreaterThan(0);
    expect(totals.shortages_pence).toBeGreaterThan(0);
    expect(totals.damage_pence).toBeGreaterThan(0);
  });
});
