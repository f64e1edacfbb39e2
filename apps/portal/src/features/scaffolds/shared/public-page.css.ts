import { media, vars } from '@scaffold/ui/styles';
import { style } from '@vanilla-extract/css';

/** The public pages (tag status, signing): one column, phone first, nothing of the app around. */
export const page = style({
  minHeight: '100vh',
  background: vars.color.surface,
  color: vars.color.text,
});

export const column = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxWidth: '44rem',
  margin: '0 auto',
  padding: `${vars.space.lg} ${vars.space.md} ${vars.space.xxl}`,
  '@media': { [media.from('tablet')]: { padding: `${vars.space.xl} ${vars.space.lg}` } },
});

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  lineHeight: vars.font.leading.xxl,
});

export const lead = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.md });

export const titleBlock = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.sm,
  minWidth: 0,
});

export const panelTitle = style({ margin: 0, fontSize: vars.font.size.lg });

export const footnote = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const fieldError = style({
  margin: `${vars.space.xs} 0 0`,
  fontSize: vars.font.size.sm,
  color: vars.color.tone.danger.text,
  fontWeight: vars.font.weight.medium,
});
