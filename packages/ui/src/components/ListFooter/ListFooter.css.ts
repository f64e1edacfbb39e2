import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The count at the start, 'Show more' at the end; the button wraps under the words on a phone. */
export const footer = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  borderRadius: vars.radius.sm,
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
