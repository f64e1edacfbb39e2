import { describe, expect, it } from 'vitest';
import type { HandoverRequest } from '../schemas';
import {
  HANDOVER_FUTURE_TOLERANCE_MS,
  handoverCertificate,
  handoverRefusal,
  scaffoldDescriptionOf,
} from './handover';

const NOW = new Date('2026-11-28T10:00:00.000Z');

const handover = (overrides: Partial<HandoverRequest> = {}): HandoverRequest => ({
  description: 'Independent tied scaffold, north elevation',
  system: 'Tube and fitting',
  height_m: 12.5,
  lifts: 6,
  load_class: 3,
  permitted_use: 'Brickwork',
  limitations: '',
  ties_tested: 'yes',
  ties_notes: '',
  erected_by: 'North crew',
  competent_person_name: 'Sam Hart',
  competent_person_position: 'Supervisor',
  handed_over_at: '2026-11-28T09:30:00+00:00',
  competent_person_signature: 'data:image/png;base64,AAAA',
  client: null,
  ...overrides,
});

const place = { firmName: 'Acme', siteName: 'Dock', siteLocation: null, clientName: 'Client' };

describe('handoverRefusal', () => {
  it('allows a clock a few minutes fast, refuses beyond it, and names the field', () => {
    const at = (ms: number) => new Date(NOW.getTime() + ms).toISOString();
    expect(
      handoverRefusal(
        handover({ handed_over_at: at(HANDOVER_FUTURE_TOLERANCE_MS) }),
        'erecting',
        NOW,
      ),
    ).toBeNull();
    expect(
      handoverRefusal(
        handover({ handed_over_at: at(HANDOVER_FUTURE_TOLERANCE_MS + 1) }),
        'erecting',
        NOW,
      ),
    ).toEqual({
      status: 400,
      detail: 'handed_over_at: later than now',
    });
  });

  it('refuses a scaffold that is not being erected or altered, with 409', () => {
    expect(handoverRefusal(handover(), 'altered', NOW)).toBeNull();
    for (const life of ['handed_over', 'in_use', 'dismantling', 'struck'] as const) {
      expect(handoverRefusal(handover(), life, NOW)?.status).toBe(409);
    }
  });
});

describe('handoverCertificate', () => {
  const scaffold = { id: 7, tag_number: 'T-7', site_id: 3 };

  it('keeps the instant as UTC and the signatures as stored; no client signature without a client', () => {
    const certificate = handoverCertificate(handover(), scaffold, {
      id: 11,
      place,
      signatures: { competent: '/media/1', client: null },
      now: NOW,
    });
    expect(certificate).toMatchObject({
      id: 11,
      scaffold_id: 7,
      tag_number: 'T-7',
      site_id: 3,
      firm_name: 'Acme',
      handed_over_at: '2026-11-28T09:30:00.000Z',
      competent_person_signature: '/media/1',
      client_signature: null,
      created_at: NOW.toISOString(),
      ...scaffoldDescriptionOf(handover()),
    });
    expect(certificate).not.toHaveProperty('client');
  });

  it("takes the client's signature on site, at the handover's instant", () => {
    const certificate = handoverCertificate(
      handover({ client: { name: 'Pat Lee', signature: 'data:x' } }),
      scaffold,
      { id: 12, place, signatures: { competent: '/media/1', client: '/media/2' }, now: NOW },
    );
    expect(certificate.client_signature).toEqual({
      name: 'Pat Lee',
      signature: '/media/2',
      signed_at: '2026-11-28T09:30:00.000Z',
      via: 'on-site',
    });
  });
});
