import { media, vars } from '@scaffold/ui/styles';
import { style } from '@vanilla-extract/css';

/** A viewport-sized frame that scrolls, with the page padding AppShell gives a screen. */
export const screenFrame = style({
  height: '100dvh',
  overflowY: 'auto',
  boxSizing: 'border-box',
  padding: vars.space.md,
  background: vars.color.surface,
  '@media': { [media.from('tablet')]: { padding: vars.space.lg } },
});
