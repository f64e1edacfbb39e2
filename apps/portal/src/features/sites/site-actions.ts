import type { Id, SiteDetail } from '@scaffold/domain';
import type { MoveSource } from './move/move-source';

/** What the rows of the client list can ask the screen to do; one stable object per data load. */
export interface SiteActions {
  toggleClient: (clientId: Id) => void;
  toggleSite: (siteId: Id) => void;
  startMove: (source: MoveSource) => void;
  emailManager: (site: SiteDetail) => void;
}
