import { vars } from '@scaffold/ui';
import { style } from '@vanilla-extract/css';

export const more = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});
