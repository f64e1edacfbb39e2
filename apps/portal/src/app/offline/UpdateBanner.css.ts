import { media, vars } from '@scaffold/ui/styles';
import { style } from '@vanilla-extract/css';

const tablet = media.from('tablet');

/** At the bottom of the screen: never over the top bar, the notices or the form's fields. */
export const banner = style({
  position: 'fixed',
  left: vars.space.sm,
  right: vars.space.sm,
  bottom: vars.space.sm,
  zIndex: vars.zIndex.notification,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderLeft: `4px solid ${vars.color.tone.info.solid}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  fontSize: vars.font.size.sm,
  '@media': {
    [tablet]: { left: 'auto', right: vars.space.md, bottom: vars.space.md, width: '420px' },
    print: { display: 'none' },
  },
});

export const message = style({ margin: 0, flex: '1 1 12rem' });

export const actions = style({ display: 'flex', gap: vars.space.xs });
