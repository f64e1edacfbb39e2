import { media, vars } from '@scaffold/ui/styles';
import { style } from '@vanilla-extract/css';

const tablet = media.from('tablet');

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const entry = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gridTemplateAreas: `"result updated" "notes notes"`,
  alignItems: 'center',
  gap: `${vars.space.xs} ${vars.space.md}`,
  width: '100%',
  minHeight: vars.size.control,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  font: 'inherit',
  color: vars.color.text,
  textAlign: 'left',
  cursor: 'pointer',
  '@media': {
    [tablet]: {
      gridTemplateColumns: '6.5rem 12rem minmax(0, 1fr) auto',
      gridTemplateAreas: `"result updated notes view"`,
    },
  },
  selectors: {
    '&:hover': { borderColor: vars.color.brand, background: vars.color.surfaceHover },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const result = style({ gridArea: 'result' });

export const updated = style({
  gridArea: 'updated',
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const notes = style({
  gridArea: 'notes',
  minWidth: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const noNotes = style({ color: vars.color.textMuted, fontStyle: 'italic' });

export const view = style({
  gridArea: 'view',
  display: 'none',
  alignItems: 'center',
  gap: vars.space.xxs,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.link,
  '@media': { [tablet]: { display: 'inline-flex' } },
});

/** 'Showing 20 of 140 inspections' and 'Show older inspections' below a site's history. */
export const more = style({
  marginTop: vars.space.sm,
});

/** 'Tag T-0003 · ' before the notes of an inspection of one scaffold. */
export const scaffold = style({
  fontWeight: vars.font.weight.strong,
  fontStyle: 'normal',
  color: vars.color.text,
});
