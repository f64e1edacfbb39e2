import { style } from '@vanilla-extract/css';
import { focusRing } from '../../lib/styleHelpers';
import { vars } from '../../theme/contract.css';

export const textLink = style({
  color: vars.color.link,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'underline',
  textDecorationThickness: '1px',
  textUnderlineOffset: '3px',
  borderRadius: vars.radius.sm,
  ':hover': { color: vars.color.brandHover, textDecorationThickness: '2px' },
  ':focus-visible': focusRing,
});
