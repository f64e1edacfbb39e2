import { vars } from '@scaffold/ui/styles';
import { style } from '@vanilla-extract/css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const card = style({ overflow: 'hidden' });

export const list = style({ display: 'flex', flexDirection: 'column' });

/** 'Showing 200 of 7,500 sites' and 'Show more sites' under the list. */
