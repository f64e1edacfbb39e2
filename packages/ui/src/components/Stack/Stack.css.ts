import { styleVariants } from '@vanilla-extract/css';

export const align = styleVariants({
  stretch: { alignItems: 'stretch' },
  left: { alignItems: 'flex-start' },
  center: { alignItems: 'center' },
  right: { alignItems: 'flex-end' },
});
