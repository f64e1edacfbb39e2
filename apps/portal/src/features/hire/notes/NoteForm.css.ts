import { media, vars } from '@scaffold/ui/styles';
import { style } from '@vanilla-extract/css';

// Built for a driver's phone first: one column, thumb-sized targets; two columns from a tablet.
export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxWidth: '48rem',
});

export const fieldset = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  minWidth: 0,
});

export const legend = style({
  padding: `0 ${vars.space.xs}`,
  fontWeight: vars.font.weight.strong,
  fontSize: vars.font.size.lg,
});

export const row = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': { [media.from('tablet')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const line = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'minmax(0, 1fr) 6rem',
  alignItems: 'end',
  paddingBottom: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const lineWide = style({ gridColumn: '1 / -1' });

export const counts = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gridColumn: '1 / -1',
});

export const lineActions = style({ gridColumn: '1 / -1', display: 'flex', justifyContent: 'end' });

export const choice = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  border: 0,
});

export const radio = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'center',
  minHeight: '2.75rem',
});

export const hint = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted });

export const fieldError = style({
  margin: `${vars.space.xs} 0 0`,
  fontSize: vars.font.size.sm,
  color: vars.color.tone.danger.text,
  fontWeight: vars.font.weight.medium,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
