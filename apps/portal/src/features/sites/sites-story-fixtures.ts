// Story-only helpers (never imported by the app).
import { getDatabase, MOCK_CUSTOMERS } from '@scaffold/mocks';
import { findMoveFixture, type MoveFixture } from './move-fixture';

export { startsWith } from './move-fixture';

/** The move fixture of the demo customer, read from the mock database the story runs on. */
export function moveFixture(): MoveFixture {
  const customer = getDatabase().customers.find((c) => c.id === MOCK_CUSTOMERS.demo.id);
  if (!customer) throw new Error('The demo customer is missing from the mock database.');
  return findMoveFixture(customer);
}
