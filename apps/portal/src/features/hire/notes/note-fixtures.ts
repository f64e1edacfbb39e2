// The stories' sites, items and clock: fixed, so the pictures stay the same.

import type { SiteChoice } from './DeliveryNoteForm';
import type { ItemChoice } from './NoteLinesField';

export const STORY_NOW = new Date('2026-11-20T10:00:00Z');
export const storyNow = () => STORY_NOW;

export const STORY_SITES: readonly SiteChoice[] = [
  { id: 7, name: 'Riverside Flats', start_date: '2026-03-02' },
  { id: 8, name: 'Station Road School', start_date: '2026-06-15' },
];

export const STORY_ITEMS: readonly ItemChoice[] = [
  { id: 3, name: 'Steel tube 6.4 m' },
  { id: 4, name: 'Double coupler' },
  { id: 5, name: 'Scaffold board 3.9 m' },
];

/** What the yard and each site have of each item, for the source check. */
export const storyAvailable = (from: string) =>
  from === 'yard'
    ? new Map([
        [3, 120],
        [4, 400],
        [5, 200],
      ])
    : new Map([[3, 10]]);
