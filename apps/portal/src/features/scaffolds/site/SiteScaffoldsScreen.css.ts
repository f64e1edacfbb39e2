import { media, vars } from '@scaffold/ui/styles';
import { globalStyle, style } from '@vanilla-extract/css';

export const pageActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

export const summary = style({ margin: 0, color: vars.color.textMuted });

export const cards = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  '@media': { [media.from('wide')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  minWidth: 0,
});

export const cardHead = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  '@media': {
    [media.from('tablet')]: {
      flexDirection: 'row',
      justifyContent: 'space-between',
      alignItems: 'flex-start',
    },
  },
});

export const cardTitleBlock = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const cardTitle = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  lineHeight: vars.font.leading.lg,
});

export const muted = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.font.size.sm,
});
globalStyle(`${facts} dt`, { color: vars.color.textMuted });
globalStyle(`${facts} dd`, { margin: 0, fontWeight: vars.font.weight.strong });

export const cardActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const record = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const recordTitle = style({ margin: 0, fontSize: vars.font.size.md });

export const links = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const linkList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const linkRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.font.size.sm,
});

export const madeLink = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.tone.info.tint,
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const formRow = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': { [media.from('tablet')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const confirmText = style({ margin: 0 });
