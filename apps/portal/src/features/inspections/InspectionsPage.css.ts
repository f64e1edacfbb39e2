import { vars } from '@scaffold/ui/styles';
import { style } from '@vanilla-extract/css';

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.strong,
});

/** The question of the discard dialog. */
export const confirmText = style({ margin: 0 });
