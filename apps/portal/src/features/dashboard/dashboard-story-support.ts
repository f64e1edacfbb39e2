// Story-only helpers (never imported by the app).
import { MESSAGES } from '@scaffold/domain';
import { within } from 'storybook/test';

/** Every notice this screen can show: cleared before each story (the store outlives stories). */
export const DASHBOARD_NOTICES = [MESSAGES.fetchFailed];

/** Overlays (modals, notices) render in document.body, outside the story's canvas. */
export const screen = () => within(document.body);
