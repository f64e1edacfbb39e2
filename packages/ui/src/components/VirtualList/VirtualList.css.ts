import { style } from '@vanilla-extract/css';
import { focusRing } from '../../lib/styleHelpers';
import { vars } from '../../theme/contract.css';

export const scroller = style({
  position: 'relative',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  ':focus-visible': focusRing,
});

export const list = style({
  position: 'relative',
  width: '100%',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const row = style({
  position: 'absolute',
  left: 0,
  width: '100%',
  borderBottom: `1px solid ${vars.color.border}`,
  outline: 'none',
  selectors: {
    '&:focus-visible': {
      boxShadow: `inset 0 0 0 3px ${vars.color.focus}`,
      zIndex: 1,
    },
  },
});

export const empty = style({ padding: vars.space.lg });
