import { style } from '@vanilla-extract/css';
import { focusRing } from '../../lib/styleHelpers';
import { vars } from '../../theme/contract.css';

export const list = style({ margin: 0, padding: 0, listStyle: 'none' });

export const group = style({
  margin: `0 0 0 21px`,
  padding: `0 0 0 12px`,
  listStyle: 'none',
  borderLeft: `1px solid ${vars.color.border}`,
});

export const item = style({ margin: 0, padding: 0 });

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '40px',
  padding: `2px ${vars.space.xs}`,
  borderRadius: vars.radius.md,
  ':hover': { background: vars.color.surfaceHover },
});

export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  flex: '0 1 auto',
  minWidth: 0,
  minHeight: '36px',
  padding: `4px ${vars.space.sm} 4px ${vars.space.xxs}`,
  font: 'inherit',
  color: vars.color.text,
  textAlign: 'left',
  background: 'transparent',
  border: 0,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  ':focus-visible': focusRing,
});

export const chevron = style({
  flexShrink: 0,
  color: vars.color.textMuted,
  transition: 'transform 150ms ease',
  selectors: { [`${toggle}[aria-expanded="true"] &`]: { transform: 'rotate(90deg)' } },
});

export const text = style({ display: 'inline', minWidth: 0 });

export const branchLabel = style({
  fontWeight: vars.font.weight.strong,
  marginRight: vars.space.sm,
});

export const leaf = style({
  display: 'flex',
  alignItems: 'center',
  flex: '1 1 auto',
  gap: vars.space.sm,
  minWidth: 0,
  minHeight: '36px',
  padding: '4px 0 4px 6px',
  color: vars.color.text,
});

export const leafDot = style({
  flexShrink: 0,
  width: '6px',
  height: '6px',
  marginRight: '4px',
  borderRadius: vars.radius.full,
  background: vars.color.borderStrong,
});

export const description = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.regular,
  color: vars.color.textMuted,
  selectors: { [`${leaf} &`]: { marginLeft: vars.space.sm } },
});

export const action = style({ flexShrink: 0, marginLeft: 'auto' });

/** A lazy branch's loading, error, empty or 'Show more' row. */
export const statusRow = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  minHeight: '40px',
  padding: `2px ${vars.space.xs} 2px ${vars.space.sm}`,
});

export const statusText = style({
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const statusError = style([statusText, { color: vars.color.tone.danger.text }]);
