import { vars } from '@scaffold/ui/styles';
import { style } from '@vanilla-extract/css';

export const page = style({ '@media': { print: { gap: 0, page: 'hire-docket' } } });

export const toolbar = style({ '@media': { print: { display: 'none' } } });

export const table = style({ width: '100%', borderCollapse: 'collapse' });

export const cell = style({
  textAlign: 'left',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const number = style([cell, { textAlign: 'right', fontVariantNumeric: 'tabular-nums' }]);

export const signatures = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
});

export const signatureImage = style({
  display: 'block',
  width: '100%',
  maxWidth: '18rem',
  height: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: '#fff',
});

export const photo = style({ maxWidth: '100%', maxHeight: '18rem', borderRadius: vars.radius.md });
