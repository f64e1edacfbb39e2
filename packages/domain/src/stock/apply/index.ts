// A moveItems call applied to a customer tree, all lines or none, and the movement records it
// leaves: the rules every server of the product keeps (the mock on its in-memory tree, the real
// server on the sites a move touches, read from its database).
export { type ApplyMoveOptions, applyMove, type MoveOutcome } from './move';
export type { NewId } from './move-tree';
export { type MovementActor, movementsForMove } from './records';
export { indexSites, type SitePath, siteAt, withSiteAt } from './site-paths';
export {
  addSiteUnits,
  type ItemTemplate,
  siteUnits,
  takeSiteUnits,
} from './site-units';
export type { Refusal } from './validate';
