import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const marker = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '6px',
  // Top-aligned and one line tall, so the dot is centred on the text at a whole-pixel offset.
  verticalAlign: 'top',
  height: '1lh',
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.medium,
});

const dotBase = {
  display: 'inline-block',
  flexShrink: 0,
  width: '10px',
  height: '10px',
  borderRadius: vars.radius.full,
  // The white ring keeps 3:1 against any background, dark bars included.
  boxShadow: `0 0 0 2px ${vars.color.marker.ring}`,
} as const;

// Active is a filled dot, inactive a hollow ring: the shape tells them apart without colour.
export const dot = styleVariants({
  active: { ...dotBase, background: vars.color.marker.active },
  inactive: {
    ...dotBase,
    background: vars.color.marker.ring,
    border: `3px solid ${vars.color.marker.inactive}`,
  },
});
