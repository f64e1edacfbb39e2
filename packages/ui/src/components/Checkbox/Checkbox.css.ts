import { style } from '@vanilla-extract/css';
import { focusRing } from '../../lib/styleHelpers';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

/** The label around box and text: all of it is the target (44 px high on touch screens). */
export const row = style({
  display: 'inline-flex',
  alignSelf: 'flex-start',
  alignItems: 'center',
  gap: '10px',
  minHeight: vars.size.controlSmall,
  cursor: 'pointer',
});

export const input = style({
  flexShrink: 0,
  width: '20px',
  height: '20px',
  margin: 0,
  accentColor: vars.color.brand,
  cursor: 'pointer',
  ':focus-visible': focusRing,
  ':disabled': { cursor: 'not-allowed' },
});

export const label = style({
  fontSize: vars.font.size.md,
  color: vars.color.text,
  lineHeight: vars.font.leading.sm,
  cursor: 'pointer',
});

export const messages = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  paddingLeft: '30px',
});
