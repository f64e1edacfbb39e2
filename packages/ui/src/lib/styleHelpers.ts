import { vars } from '../theme/contract.css';

/** The one focus indicator: a 3px ring in the focus colour, offset from the element. */
export const focusRing = {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '2px',
} as const;

/** Hidden visually, still read by assistive tech. */
export const visuallyHiddenStyle = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
