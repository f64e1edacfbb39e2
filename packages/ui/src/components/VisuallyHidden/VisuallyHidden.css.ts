import { style } from '@vanilla-extract/css';
import { visuallyHiddenStyle } from '../../lib/styleHelpers';

export const visuallyHidden = style(visuallyHiddenStyle);
