import { vars } from '@scaffold/ui/styles';
import { style } from '@vanilla-extract/css';

export const root = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});

export const heading = style({
  margin: `0 0 ${vars.space.sm}`,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.strong,
  color: vars.color.text,
});

export const headingClient = style({
  fontWeight: vars.font.weight.regular,
  color: vars.color.textMuted,
});
