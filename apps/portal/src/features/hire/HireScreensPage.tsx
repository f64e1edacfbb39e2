// The hire feature's screens, each a chunk of its own loaded from here on first use: the
// manifest names this one module for all four, as it does the scaffolds' screens.
import { lazyPage, screen } from '../../routing/lazy-screen';

const siteHire = lazyPage(() => import('./screens/SiteHireScreen'), 'SiteHireScreen');
const delivery = lazyPage(() => import('./screens/DeliveryNoteScreen'), 'DeliveryNoteScreen');
const collection = lazyPage(() => import('./screens/CollectionNoteScreen'), 'CollectionNoteScreen');
const docket = lazyPage(() => import('./screens/NoteDocketScreen'), 'NoteDocketScreen');

/** /hire/sites/:siteId: a site's notes, off-hires and what is on hire. */
export const SiteHirePage = () => screen(siteHire);
/** /hire/delivery/new: a driver's delivery note. */
export const DeliveryNotePage = () => screen(delivery);
/** /hire/collection/new: a driver's collection note. */
export const CollectionNotePage = () => screen(collection);
/** /hire/notes/:noteId: a note's printable docket. */
export const NoteDocketPage = () => screen(docket);
