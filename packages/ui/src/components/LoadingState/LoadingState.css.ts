import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const root = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: '12px',
    color: vars.color.textMuted,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.medium,
  },
  variants: {
    layout: {
      block: {
        flexDirection: 'column',
        justifyContent: 'center',
        padding: `${vars.space.xl} ${vars.space.md}`,
        textAlign: 'center',
      },
      inline: { flexDirection: 'row' },
    },
  },
  defaultVariants: { layout: 'block' },
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = recipe({
  base: {
    flexShrink: 0,
    borderRadius: vars.radius.full,
    borderStyle: 'solid',
    borderColor: vars.color.border,
    borderTopColor: vars.color.brand,
    animation: `${spin} 900ms linear infinite`,
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  },
  variants: {
    layout: {
      block: { width: '32px', height: '32px', borderWidth: '3px' },
      inline: { width: '18px', height: '18px', borderWidth: '2px' },
    },
  },
});

export const label = style({ margin: 0 });
