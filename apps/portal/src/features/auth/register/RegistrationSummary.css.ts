import { vars } from '@scaffold/ui/styles';
import { style } from '@vanilla-extract/css';

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
