import { media, vars } from '@scaffold/ui/styles';
import { style } from '@vanilla-extract/css';

const desktop = media.from('desktop');

export const bar = style({
  display: 'grid',
  gap: vars.space.md,
  alignItems: 'end',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [desktop]: {
      gridTemplateColumns: 'auto minmax(200px, 260px) minmax(260px, 1fr)',
      alignItems: 'start',
    },
  },
});

export const statusGroup = style({ border: 0, margin: 0, padding: 0, minWidth: 0 });

export const legend = style({
  padding: 0,
  marginBottom: vars.space.xs,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text,
});

export const statusButtons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

const countBase = {
  display: 'inline-block',
  minWidth: '1.75em',
  marginLeft: vars.space.xs,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.full,
  fontSize: vars.font.size.xs,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'center',
} as const;

export const count = style({
  ...countBase,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
});

export const countPressed = style({
  ...countBase,
  background: vars.color.surfaceRaised,
  color: vars.color.brand,
});

export const clientSelect = style({ minWidth: 0 });

export const search = style({ minWidth: 0, position: 'relative' });
