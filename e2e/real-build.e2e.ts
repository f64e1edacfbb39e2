// The real build (`npm run build`: no mock code in it) against a server over HTTP: the mock's
// handlers behind a plain HTTP server, answering as the mock does, then as other servers may
// where the spec is silent. The portal must sign in, save, move and log out against both. The
// same journey runs against the server itself in real-build-on-server.e2e.ts.
import { getDatabase, MOCK_CUSTOMERS } from '@scaffold/mocks';
import { describe, it } from 'vitest';
import { findMoveFixture } from '../apps/portal/src/features/sites/move-fixture';
import { usePortal } from './browser';
import { mainJourney } from './real-build-journey';
import { useRealBuild } from './real-build-server';

describe.each([
  ['the mock as it answers', false],
  ['a lenient server (201 {id}, {status: ok}, extra fields, no null passed)', true],
])('The real build against %s', (_server, lenient) => {
  const portal = usePortal();
  const url = useRealBuild({ lenient });

  it('signs in, draws the dashboard, saves an inspection, moves stock and logs out', async () => {
    const customer = getDatabase().customers.find((c) => c.id === MOCK_CUSTOMERS.demo.id);
    if (!customer) throw new Error('No demo customer');
    await mainJourney(portal, url, findMoveFixture(customer));
  });
});
