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

export const line = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'minmax(0, 1fr) 6rem',
  alignItems: 'end',
  paddingBottom: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const lineWide = style({ gridColumn: '1 / -1' });

export const counts = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gridColumn: '1 / -1',
});

export const lineActions = style({ gridColumn: '1 / -1', display: 'flex', justifyContent: 'end' });

export const choice = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  border: 0,
});

export const radio = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'center',
  minHeight: '2.75rem',
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
