import { breakpoints, vars } from '@scaffold/ui';
import { style } from '@vanilla-extract/css';

const tablet = `screen and (min-width: ${breakpoints.tablet}px)`;

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
  '@media': { [tablet]: { gap: vars.space.xl } },
});

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const title = style({ margin: 0 });

export const intro = style({ margin: 0, color: vars.color.textMuted });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.strong,
});

/** The question of the discard dialog. */
export const confirmText = style({ margin: 0 });
