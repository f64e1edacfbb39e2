// The hire feature's screens, each a chunk of its own loaded from here on first use: the
// manifest names this one module for all four, as it does the scaffolds' screens.
import { lazyPage, screen } from '../../routing/lazy-screen';

const siteHire = lazyPage(() => import('./screens/SiteHireScreen'), 'SiteHireScreen');
// Both kinds of new note are one screen (NoteScreen by kind), so one chunk.
const noteScreen = () => import('./screens/NoteScreen');
const delivery = lazyPage(noteScreen, 'DeliveryNoteScreen');
const collection = lazyPage(noteScreen, 'CollectionNoteScreen');
const docket = lazyPage(() => import('./screens/NoteDocketScreen'), 'NoteDocketScreen');

/** /hire/sites/:siteId: a site's notes, off-hires and what is on hire. */
export const SiteHirePage = () => screen(siteHire);
/** /hire/delivery/new: a driver's delivery note. */
export const DeliveryNotePage = () => screen(delivery);
/** /hire/collection/new: a driver's collection note. */
export const CollectionNotePage = () => screen(collection);
/** /hire/notes/:noteId: a note's printable docket. */
export const NoteDocketPage = () => screen(docket);
