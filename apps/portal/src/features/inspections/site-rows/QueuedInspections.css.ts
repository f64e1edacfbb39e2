import { media, vars } from '@scaffold/ui/styles';
import { style } from '@vanilla-extract/css';

const tablet = media.from('tablet');

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: `0 0 ${vars.space.sm}`,
  padding: 0,
  listStyle: 'none',
});

/** Like a history entry, with a dashed edge: it is not on the server yet. */
export const entry = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xs,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  '@media': {
    [tablet]: { gridTemplateColumns: '9.5rem minmax(0, 1fr) auto', alignItems: 'center' },
  },
});

export const refused = style({ borderColor: vars.color.tone.danger.solid, borderStyle: 'solid' });

export const when = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted });

export const reason = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.tone.danger.text,
  overflowWrap: 'anywhere',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});
