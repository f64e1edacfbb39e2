import { vars } from '@scaffold/ui';
import { style } from '@vanilla-extract/css';

/** Label and value pairs: side by side where there is room, stacked on a phone. */
export const list = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  '@media': {
    'screen and (min-width: 420px)': { gridTemplateColumns: 'minmax(8em, auto) minmax(0, 1fr)' },
  },
});

export const term = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
});

export const value = style({
  margin: 0,
  marginBottom: vars.space.xs,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  overflowWrap: 'anywhere',
  whiteSpace: 'pre-line',
});

export const reference = style({
  fontVariantNumeric: 'tabular-nums',
  letterSpacing: '0.02em',
  fontWeight: vars.font.weight.strong,
});

export const group = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});

export const nextSteps = style({
  margin: 0,
  paddingLeft: '1.25em',
  display: 'grid',
  gap: vars.space.xs,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
});
