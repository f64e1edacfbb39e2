import { vars } from '@scaffold/ui/styles';
import { style } from '@vanilla-extract/css';

export const summary = style({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.strong });

export const tree = style({ maxHeight: '420px', overflowY: 'auto' });
