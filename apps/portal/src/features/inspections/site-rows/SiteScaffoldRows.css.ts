import { media, vars } from '@scaffold/ui/styles';
import { style } from '@vanilla-extract/css';

const tablet = media.from('tablet');

// The site history's list and the site row's date cells (grid areas 'last' and 'next'), so a
// scaffold's row reads like the rows around it.
export { list } from './InspectionHistory.css';
export { lastDate, nextDate } from './SiteInspectionRow.css';

/** Above the site's history, apart from it by a rule. */
export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  paddingBottom: vars.space.md,
  marginBottom: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.strong,
  color: vars.color.text,
});

/**
 * On a phone: the tag and its sign, the two dates, then '+ New inspection' across; from a
 * tablet up one line, in columns like the site rows above.
 */
export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  gridTemplateAreas: `"tag tag" "sign sign" "last next" "action action"`,
  alignItems: 'center',
  justifyItems: 'start',
  gap: `${vars.space.xs} ${vars.space.md}`,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  '@media': {
    [tablet]: {
      // A column for '+ New inspection' on every row, so the dates line up without one.
      gridTemplateColumns: '6.5rem minmax(0, 1fr) 9rem 9rem 10rem',
      gridTemplateAreas: `"tag sign last next action"`,
    },
  },
});

/** The tag number and its life: side by side on a phone, one under the other from a tablet. */
export const tag = style({
  gridArea: 'tag',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.sm,
  minWidth: 0,
  '@media': {
    [tablet]: { flexDirection: 'column', alignItems: 'flex-start' },
  },
});

export const sign = style({ gridArea: 'sign' });

export const action = style({
  gridArea: 'action',
  '@media': { [tablet]: { justifySelf: 'end' } },
});

export const failed = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});
