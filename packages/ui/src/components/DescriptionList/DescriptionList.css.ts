import { createVar, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

const minColumn = createVar();

export const list = recipe({
  base: { display: 'grid', margin: 0, minWidth: 0 },
  variants: {
    layout: {
      // As many columns as fit, each at least the minimum; fewer items stretch to the width.
      grid: { gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, ${minColumn}), 1fr))` },
      // Term beside description where there is room, stacked on the narrowest phones.
      pairs: {
        gridTemplateColumns: 'minmax(0, 1fr)',
        alignItems: 'baseline',
        gap: `${vars.space.xs} ${vars.space.md}`,
        '@media': {
          [media.from('largePhone')]: { gridTemplateColumns: 'minmax(8em, auto) minmax(0, 1fr)' },
        },
      },
    },
    size: { sm: {}, md: {}, lg: {} },
    // Grid only: `stepped` is two columns on phones, three from a tablet, four from a desktop
    // (a site's facts, two abreast even on a 320 px phone, which no minimum width gives).
    columns: {
      fit: {},
      stepped: {
        gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
        '@media': {
          [media.from('tablet')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
          [media.from('desktop')]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
        },
      },
    },
    minColumnWidth: {
      sm: { vars: { [minColumn]: '6rem' } },
      md: { vars: { [minColumn]: '8rem' } },
      lg: { vars: { [minColumn]: '12rem' } },
    },
  },
  compoundVariants: [
    {
      variants: { layout: 'grid', size: 'sm' },
      style: { gap: `${vars.space.sm} ${vars.space.md}` },
    },
    {
      variants: { layout: 'grid', size: 'md' },
      style: { gap: `${vars.space.sm} ${vars.space.md}` },
    },
    {
      variants: { layout: 'grid', size: 'lg' },
      style: { gap: `${vars.space.md} ${vars.space.lg}` },
    },
  ],
});

export const gridItem = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const term = recipe({
  base: { color: vars.color.textMuted },
  variants: {
    layout: {
      grid: {},
      pairs: { margin: 0, fontSize: vars.font.size.sm, fontWeight: vars.font.weight.medium },
    },
    size: { sm: {}, md: {}, lg: {} },
  },
  compoundVariants: [
    // In the grid the term is a step below its description.
    { variants: { layout: 'grid', size: 'sm' }, style: { fontSize: vars.font.size.xs } },
    { variants: { layout: 'grid', size: 'md' }, style: { fontSize: vars.font.size.xs } },
    { variants: { layout: 'grid', size: 'lg' }, style: { fontSize: vars.font.size.sm } },
  ],
});

export const description = recipe({
  base: { margin: 0, color: vars.color.text, overflowWrap: 'anywhere' },
  variants: {
    layout: {
      grid: {},
      // What a person typed keeps its line breaks.
      pairs: { marginBottom: vars.space.xs, whiteSpace: 'pre-line' },
    },
    size: {
      sm: { fontSize: vars.font.size.sm },
      md: { fontSize: vars.font.size.md },
      lg: { fontSize: vars.font.size.lg },
    },
    figures: {
      true: { fontWeight: vars.font.weight.strong, fontVariantNumeric: 'tabular-nums' },
      false: {},
    },
  },
});
