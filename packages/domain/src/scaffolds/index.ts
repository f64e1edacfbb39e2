export {
  HANDOVER_FUTURE_TOLERANCE_MS,
  type HandoverPlace,
  type HandoverRefusal,
  handoverCertificate,
  handoverRefusal,
  publicTag,
  scaffoldDescriptionOf,
} from './handover';
export {
  canHandOver,
  canInspect,
  canMoveLife,
  LIFE_LABELS,
  LIFE_MOVE_LABELS,
  lifeAfterInspection,
  manualLifeMoves,
} from './life';
export { LOAD_CLASS_INFO, loadClassLabel } from './load-class';
export { type CountedScaffold, scaffoldTagCounts } from './tag-counts';
export { nextTagNumber, sameTagNumber } from './tag-number';
export {
  countTagColours,
  keptTagStatus,
  latestCheck,
  type TagCheck,
  type TagFacts,
  tagColourHoldsUntil,
  tagNextDue,
  tagStatus,
} from './tag-status';
export {
  TAG_COLOUR_VIEWS,
  TAG_REASON_TEXT,
  type TagColourView,
  type TagIcon,
  tagStatusView,
} from './tag-view';
export {
  base64Url,
  isSigningToken,
  isTagCode,
  newSigningToken,
  newTagCode,
  PUBLIC_RATE_LIMITS,
  type RandomBytes,
  SIGNING_LINK_LIFETIME_DAYS,
  SIGNING_LINK_STATE_TEXT,
  SIGNING_TOKEN_BYTES,
  signingLinkExpiry,
  signingLinkState,
  TAG_CODE_BYTES,
} from './tokens';
