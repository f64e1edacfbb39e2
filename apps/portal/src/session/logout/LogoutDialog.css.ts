import { vars } from '@scaffold/ui';
import { style } from '@vanilla-extract/css';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
});

export const entry = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  columnGap: vars.space.sm,
  alignItems: 'center',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const actions = style({ width: '100%' });

export const progress = style({ margin: 0, fontWeight: 600 });
