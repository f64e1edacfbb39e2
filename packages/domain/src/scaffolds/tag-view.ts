import type { Tone } from '../inspections/tone';
import type { TagColour, TagReason, TagStatus } from '../schemas';

/** The icon drawn with each colour: colour is never the only cue. */
export type TagIcon = 'tick' | 'caution' | 'stop';

export interface TagColourView {
  /** The tag's headline, as printed on a scafftag. */
  words: string;
  /** 'Green tag', for lists and screen readers. */
  name: string;
  icon: TagIcon;
  tone: Extract<Tone, 'success' | 'warning' | 'danger'>;
}

/** The three tags of UK practice (NASC SG guidance, 'scafftag' inserts at each access point). */
export const TAG_COLOUR_VIEWS: Record<TagColour, TagColourView> = {
  green: { words: 'Safe to use', name: 'Green tag', icon: 'tick', tone: 'success' },
  amber: {
    words: 'Safe to use within its limits',
    name: 'Amber tag',
    icon: 'caution',
    tone: 'warning',
  },
  red: { words: 'Do not use', name: 'Red tag', icon: 'stop', tone: 'danger' },
};

/** Why the tag has its colour, in a sentence for anyone standing at the scaffold. */
export const TAG_REASON_TEXT: Record<TagReason, string> = {
  safe: 'Handed over and inspected within the last 7 days.',
  limited: 'Handed over with limitations: read them before you use it.',
  erecting: 'Being erected: not handed over yet.',
  'not-handed-over': 'Not handed over yet.',
  'awaiting-client-signature': 'Awaiting client signature: the handover is not accepted yet.',
  altered: 'Altered since its handover: it must be inspected before use.',
  failed: 'It failed its last inspection.',
  attention: 'Its last inspection found items that need attention.',
  overdue: 'Inspection overdue: the last one was more than 7 days ago.',
  'adverse-weather': 'Adverse weather since its last inspection: it must be inspected before use.',
  dismantling: 'Being dismantled.',
  struck: 'Struck: taken down and removed.',
};

/** The view of a status: headline, name, icon and tone, with its reason. */
export function tagStatusView(status: TagStatus): TagColourView & { reason: string } {
  return { ...TAG_COLOUR_VIEWS[status.colour], reason: TAG_REASON_TEXT[status.reason] };
}
