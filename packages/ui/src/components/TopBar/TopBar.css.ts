import { createVar, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

const desktop = media.from('desktop');
const belowDesktop = media.below('desktop');

// Regular and admin bars differ only in these two colours.
const barBackground = createVar();
const barHover = createVar();

export const tone = styleVariants({
  regular: {
    vars: { [barBackground]: vars.color.topBar.background, [barHover]: vars.color.topBar.hover },
  },
  admin: {
    vars: {
      [barBackground]: vars.color.topBar.adminBackground,
      [barHover]: vars.color.topBar.adminHover,
    },
  },
});

/** The bar's height; the phone menu opens right below it. */
const BAR_HEIGHT = vars.size.topBar;

const focusOnDark = {
  outline: `3px solid ${vars.color.focusOnDark}`,
  outlineOffset: '-3px',
} as const;

/** The header; in an `AppShell` grid it takes the `bar` area. */
export const bar = style({
  gridArea: 'bar',
  background: barBackground,
  color: vars.color.topBar.text,
});

export const barRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: BAR_HEIGHT,
  padding: `0 ${vars.space.sm}`,
  '@media': { [desktop]: { padding: `0 ${vars.space.lg}`, gap: vars.space.md } },
});

const onDarkControl = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  // Every control in the bar is a 44×44 touch target, the library's rule (tested at 390 px).
  minHeight: vars.size.control,
  minWidth: vars.size.control,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.topBar.text,
  font: 'inherit',
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  lineHeight: '20px',
  textDecoration: 'none',
  cursor: 'pointer',
  ':hover': { background: barHover },
  ':focus-visible': focusOnDark,
} as const;

export const menuButton = style({
  ...onDarkControl,
  '@media': { [desktop]: { display: 'none' } },
});

export const brand = style({
  ...onDarkControl,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.heavy,
  letterSpacing: '-0.01em',
  whiteSpace: 'nowrap',
});

export const brandMark = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '32px',
  height: '32px',
  borderRadius: vars.radius.md,
  background: vars.color.brand,
  color: vars.color.brandText,
});

export const account = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

/** The bar's status (see TopBarProps.status): at the right, before the account links. */
export const status = style({
  display: 'flex',
  alignItems: 'center',
  marginLeft: 'auto',
  flexShrink: 0,
});

export const accountInBar = style({
  marginLeft: 'auto',
  selectors: { [`${status} + &`]: { marginLeft: 0 } },
  '@media': { [belowDesktop]: { display: 'none' } },
});

export const accountInMenu = style({
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.xxs,
  marginTop: vars.space.sm,
  paddingTop: vars.space.sm,
  borderTop: `1px solid ${vars.color.topBar.hover}`,
  '@media': { [desktop]: { display: 'none' } },
});

export const accountLink = style(onDarkControl);

export const userLink = style({
  ...onDarkControl,
  minHeight: vars.size.control,
});

export const userText = style({
  display: 'flex',
  flexDirection: 'column',
  lineHeight: '18px',
  minWidth: 0,
});

export const userName = style({
  fontWeight: vars.font.weight.strong,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  maxWidth: '220px',
});

export const userCaption = style({
  fontSize: vars.font.size.xs,
  color: vars.color.topBar.textMuted,
});

export const logoutButton = style({
  ...onDarkControl,
  boxShadow: `inset 0 0 0 1px ${vars.color.topBar.textMuted}`,
});

/**
 * The navigation and, on phones, the account links: a panel under the bar that the menu button
 * opens; from desktop width always shown, as a row in the bar or as a side column.
 */
export const panel = style({
  background: barBackground,
  color: vars.color.topBar.text,
  padding: `${vars.space.xs} ${vars.space.sm} ${vars.space.md}`,
  selectors: { '&:not([data-open="true"])': { display: 'none' } },
  '@media': {
    // On phones the open menu lies over the page, right under the bar, and scrolls inside.
    [belowDesktop]: {
      position: 'absolute',
      top: BAR_HEIGHT,
      left: 0,
      right: 0,
      zIndex: vars.zIndex.menu,
      maxHeight: `calc(100dvh - ${BAR_HEIGHT})`,
      overflowY: 'auto',
      overscrollBehavior: 'contain',
      borderTop: `1px solid ${barHover}`,
      boxShadow: vars.shadow.lg,
    },
    [desktop]: {
      selectors: { '&:not([data-open="true"])': { display: 'block' } },
    },
  },
});

export const panelPosition = styleVariants({
  top: {
    '@media': {
      [desktop]: { padding: `0 ${vars.space.lg} ${vars.space.xs}` },
    },
  },
  // In an `AppShell` grid the side column takes the `side` area; it stays in view on scroll.
  side: {
    gridArea: 'side',
    '@media': {
      [desktop]: {
        position: 'sticky',
        top: 0,
        alignSelf: 'start',
        maxHeight: '100dvh',
        overflowY: 'auto',
        minHeight: `calc(100dvh - ${BAR_HEIGHT})`,
        // The markers line up with the brand mark above them.
        padding: `${vars.space.md} ${vars.space.sm} ${vars.space.md} ${vars.space.lg}`,
      },
    },
  },
});

export const navList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const navListPosition = styleVariants({
  top: { '@media': { [desktop]: { flexDirection: 'row', flexWrap: 'wrap', gap: 0 } } },
  side: {},
});

export const navLink = style({
  ...onDarkControl,
  display: 'flex',
  minHeight: vars.size.control,
  padding: `0 ${vars.space.sm}`,
  fontWeight: vars.font.weight.medium,
  whiteSpace: 'nowrap',
  position: 'relative',
  selectors: {
    '&[aria-current="page"]': { background: barHover, fontWeight: vars.font.weight.strong },
  },
});

// The current page is marked by a bar as well as by a background: under it in the top row,
// beside it in a column.
const besideIndicator = {
  selectors: {
    '&[aria-current="page"]::after': {
      content: '""',
      position: 'absolute',
      left: 0,
      top: vars.space.xs,
      bottom: vars.space.xs,
      width: '3px',
      borderRadius: vars.radius.full,
      background: vars.color.topBar.text,
    },
  },
} as const;

export const currentIndicator = styleVariants({
  top: {
    ...besideIndicator,
    '@media': {
      [desktop]: {
        selectors: {
          '&[aria-current="page"]::after': {
            top: 'auto',
            bottom: 0,
            left: vars.space.sm,
            right: vars.space.sm,
            width: 'auto',
            height: '3px',
          },
        },
      },
    },
  },
  side: besideIndicator,
});

export const marker = style({ order: -1 });
