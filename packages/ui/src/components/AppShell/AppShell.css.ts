import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { focusRing } from '../../lib/styleHelpers';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

const tablet = media.from('tablet');
const desktop = media.from('desktop');

// The TopBar's header takes the `bar` area and, with a side navigation, its panel the `side`
// area; on phones everything is one column.
export const shell = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateRows: 'auto auto 1fr',
  gridTemplateAreas: '"bar" "side" "main"',
  minHeight: '100dvh',
  background: vars.color.surface,
});

// On paper only the screen's content is printed: no top bar, navigation or skip link.
globalStyle(`${shell} > :not(main)`, { '@media': { print: { display: 'none' } } });

export const layout = styleVariants({
  top: {},
  side: {
    '@media': {
      [desktop]: {
        gridTemplateColumns: `${vars.size.sideNav} minmax(0, 1fr)`,
        gridTemplateRows: 'auto 1fr',
        gridTemplateAreas: '"bar bar" "side main"',
      },
    },
  },
});

export const skipLink = style({
  position: 'absolute',
  top: vars.space.sm,
  left: vars.space.sm,
  zIndex: vars.zIndex.overlay,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.link,
  fontWeight: vars.font.weight.strong,
  boxShadow: vars.shadow.lg,
  textDecoration: 'underline',
  ':focus-visible': focusRing,
  selectors: {
    // Out of sight until it takes focus: the first Tab on every page.
    '&:not(:focus)': {
      clipPath: 'inset(50%)',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      whiteSpace: 'nowrap',
      padding: 0,
    },
  },
});

export const main = style({
  gridArea: 'main',
  minWidth: 0,
  ':focus': { outline: 'none' },
});

export const content = style({
  maxWidth: vars.size.content,
  margin: '0 auto',
  padding: `${vars.space.md} ${vars.space.md} ${vars.space.xl}`,
  '@media': {
    [tablet]: { padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.xxl}` },
    print: { maxWidth: 'none', padding: 0 },
  },
});
