import { vars } from '@scaffold/ui/styles';
import { style } from '@vanilla-extract/css';

export const site = style({
  scrollMarginTop: vars.space.xxl,
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
});

export const summary = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const titles = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const name = style({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.strong });

export const place = style({ fontSize: vars.font.size.xs, color: vars.color.textMuted });
