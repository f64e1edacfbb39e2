import { vars } from '@scaffold/ui/styles';
import { style } from '@vanilla-extract/css';

export const summary = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  columnGap: vars.space.md,
});

export const name = style({ fontSize: vars.font.size.md, fontWeight: vars.font.weight.strong });

export const meta = style({
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const sites = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: vars.color.surfaceRaised,
});

export const note = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted });
