import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

export const card = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    minWidth: 0,
    margin: 0,
    background: vars.color.surfaceRaised,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.sm,
  },
  variants: {
    padding: {
      none: { padding: 0 },
      sm: { padding: vars.space.md },
      md: {
        padding: vars.space.md,
        '@media': {
          [media.from('tablet')]: { padding: vars.space.lg },
        },
      },
    },
  },
  defaultVariants: { padding: 'md' },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  marginBottom: vars.space.md,
});

export const headerNoPadding = style({
  padding: `${vars.space.md} ${vars.space.md} 0`,
  '@media': {
    [media.from('tablet')]: {
      padding: `${vars.space.lg} ${vars.space.lg} 0`,
    },
  },
});

export const titles = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});
