import { style } from '@vanilla-extract/css';
import { focusRing } from '../../lib/styleHelpers';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

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

/**
 * A link on its own (not inside a sentence) is a full touch target where a finger points: the
 * underlined text centred in at least 44×44 px.
 */
export const standalone = style({
  '@media': {
    [media.touch]: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      minHeight: vars.size.control,
      minWidth: vars.size.control,
    },
  },
});
