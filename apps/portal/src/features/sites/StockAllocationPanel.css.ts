import { media, vars } from '@scaffold/ui/styles';
import { style } from '@vanilla-extract/css';

const tablet = media.from('tablet');

const plainList = { listStyle: 'none', margin: 0, padding: 0 } as const;

// Framed from tablets up; on a phone the nesting (client › site › panel) leaves no room for it.
export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  '@media': {
    [tablet]: {
      padding: vars.space.md,
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.md,
      background: vars.color.surfaceRaised,
    },
  },
});

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.strong,
});

export const sublocations = style({
  ...plainList,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const sublocation = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const sublocationName = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.strong,
  color: vars.color.text,
});

export const subareas = style({
  ...plainList,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  paddingLeft: vars.space.sm,
  borderLeft: `2px solid ${vars.color.border}`,
});

export const subarea = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  scrollMarginTop: vars.space.xxl,
});

export const lines = style({ ...plainList, display: 'flex', flexDirection: 'column' });

export const line = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto auto',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xxs} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 0 } },
});

export const itemName = style({ fontSize: vars.font.size.sm, minWidth: 0 });

export const quantity = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.strong,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'right',
});

export const empty = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted });

/** 'Move to' while offline: still focusable (it says why), drawn as unavailable. */
export const unavailable = style({ opacity: 0.6, cursor: 'not-allowed' });
