import { vars } from '@scaffold/ui/styles';
import { style } from '@vanilla-extract/css';

export {
  fieldError,
  fieldset,
  form,
  hint,
  legend,
  row,
} from '../../../screen-parts/form-sections.css';

export const actions = style({ display: 'flex', gap: vars.space.sm });
