import { media, vars } from '@scaffold/ui/styles';
import { style } from '@vanilla-extract/css';

// The sections of a form filled on site (the handover, the hire notes): phone first, one column,
// thumb-sized targets, two columns from a tablet; a hint and a field's error.
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

export const hint = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted });

export const fieldError = style({
  margin: `${vars.space.xs} 0 0`,
  fontSize: vars.font.size.sm,
  color: vars.color.tone.danger.text,
  fontWeight: vars.font.weight.medium,
});
