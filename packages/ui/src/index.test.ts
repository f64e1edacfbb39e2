import { describe, expect, it } from 'vitest';
import * as ui from './index';

/** What the package offers besides components: the theme (its focus ring too) and the notification calls. */
const THEME_AND_CALLS = [
  'SPACE',
  'TONES',
  'breakpoints',
  'clearNotifications',
  'createNotificationStore',
  'dismiss',
  'focusRing',
  'holdNotifications',
  'media',
  'notify',
  'sprinkles',
  'tokens',
  'useNotifications',
  'vars',
];

describe('the public index', () => {
  it('offers components, the theme and the notification calls, and no internal helper', () => {
    const values = Object.keys(ui).filter((name) => !/^[A-Z][a-z]/.test(name));
    expect(values.sort()).toEqual(THEME_AND_CALLS);
  });
});
