// The scaffolds feature's six screens, each a chunk of its own loaded from here on
// first use. The screens manifest names this one module for all six, so the entry's map of lazy
// chunks holds one file, not each screen with its shared parts: /login's 100 KB budget had no
// room for them (docs/DECISIONS.md "Tags and signing"). Loaded like every screen (routing/lazy-screen.ts): a chunk
// that fails to load is tried again on the next navigation.

import { PortalQueryProvider } from '../../data/cache/PortalQueryProvider';
import { lazyPage, screen } from '../../routing/lazy-screen';

const tagStatus = lazyPage(() => import('./tag/TagStatusScreen'), 'TagStatusScreen');
const signing = lazyPage(() => import('./signing/SigningScreen'), 'SigningScreen');
const siteScaffolds = lazyPage(() => import('./site/SiteScaffoldsScreen'), 'SiteScaffoldsScreen');
const tagSheet = lazyPage(() => import('./tag-sheet/TagSheetScreen'), 'TagSheetScreen');
const handover = lazyPage(() => import('./handover/HandoverScreen'), 'HandoverScreen');
const certificate = lazyPage(
  () => import('./certificate/HandoverCertificateScreen'),
  'HandoverCertificateScreen',
);

// The public screens are not in the signed-in frame, which gives the others the query cache.
/** /t/:code, public: the status behind a tag's QR code. */
export const TagStatusPage = () => <PortalQueryProvider>{screen(tagStatus)}</PortalQueryProvider>;
/** /sign/:token, public: the client signs a handover or an inspection. */
export const SigningPage = () => <PortalQueryProvider>{screen(signing)}</PortalQueryProvider>;
/** /dashboard/sites/:siteId/scaffolds: a site's scaffolds and their tags. */
export const SiteScaffoldsPage = () => screen(siteScaffolds);
/** /dashboard/sites/:siteId/tags: the printable sheet of a site's tags. */
export const TagSheetPage = () => screen(tagSheet);
/** /dashboard/scaffolds/:scaffoldId/handover: the handover certificate form. */
export const HandoverPage = () => screen(handover);
/** /dashboard/handovers/:handoverId: a handover certificate to print. */
export const HandoverCertificatePage = () => screen(certificate);
