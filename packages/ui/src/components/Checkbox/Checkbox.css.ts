import { style } from '@vanilla-extract/css';
import { focusRing } from '../../lib/styleHelpers';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const row = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: '10px',
  minHeight: vars.size.controlSmall,
  paddingTop: '8px',
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
