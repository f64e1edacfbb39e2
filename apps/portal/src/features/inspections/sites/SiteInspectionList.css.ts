import { style } from '@vanilla-extract/css';

export const card = style({ overflow: 'hidden' });

export const list = style({ display: 'flex', flexDirection: 'column' });
