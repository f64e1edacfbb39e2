import { style } from '@vanilla-extract/css';

export const page = style({ maxWidth: '720px' });
