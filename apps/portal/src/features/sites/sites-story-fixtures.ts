// Story-only helpers (never imported by the app).
import { MESSAGES } from '@scaffold/domain';
import { getDatabase, MOCK_CUSTOMERS } from '@scaffold/mocks';
import { within } from 'storybook/test';
import { findMoveFixture, type MoveFixture } from './move-fixture';

export { startsWith } from './move-fixture';

/** The move fixture of the demo customer, read from the mock database the story runs on. */
export function moveFixture(): MoveFixture {
  const customer = getDatabase().customers.find((c) => c.id === MOCK_CUSTOMERS.demo.id);
  if (!customer) throw new Error('The demo customer is missing from the mock database.');
  return findMoveFixture(customer);
}

/** Overlays (modals, notices) render in document.body, outside the story's canvas. */
export const screen = () => within(document.body);

/** Every notice this screen can show: cleared before each story (the store outlives stories). */
export const SITES_NOTICES = [
  MESSAGES.fetchFailed,
  MESSAGES.itemsMoved,
  MESSAGES.moveFailed,
  MESSAGES.moveQuantityRequired,
  MESSAGES.moveQuantityPositive,
  MESSAGES.moveNothingAvailable,
  MESSAGES.toBeImplemented,
];
