import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { focusRing } from '../../lib/styleHelpers';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

const tablet = media.from('tablet');

export const dialog = style({
  padding: 0,
  border: 'none',
  color: vars.color.text,
  background: vars.color.surfaceRaised,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  width: `calc(100% - 2 * ${vars.space.md})`,
  maxHeight: `calc(100dvh - 2 * ${vars.space.md})`,
  overflow: 'hidden',
  selectors: {
    // The UA hides a closed dialog with `display: none`; lay it out only while open.
    '&[open]': { display: 'flex', flexDirection: 'column' },
    '&::backdrop': { background: vars.color.backdrop },
    '&:focus': { outline: 'none' },
  },
  '@media': {
    [tablet]: { maxHeight: `calc(100dvh - 2 * ${vars.space.xl})` },
  },
});

// The page behind a modal does not scroll. `:has` covers stacked modals without a counter.
globalStyle(`html:has(${dialog}[open])`, { overflow: 'hidden' });

export const size = styleVariants({
  sm: { maxWidth: '420px' },
  md: { maxWidth: '560px' },
  lg: { maxWidth: '800px' },
  // Long forms take the whole screen on phones and a wide panel from tablets up.
  full: {
    width: '100%',
    maxWidth: '100%',
    height: '100dvh',
    maxHeight: '100dvh',
    margin: 0,
    borderRadius: 0,
    '@media': {
      [tablet]: {
        width: `calc(100% - 2 * ${vars.space.xl})`,
        maxWidth: '960px',
        height: 'auto',
        maxHeight: `calc(100dvh - 2 * ${vars.space.xl})`,
        margin: 'auto',
        borderRadius: vars.radius.lg,
      },
    },
  },
});

const sectionPadding = {
  padding: `${vars.space.md}`,
  '@media': { [tablet]: { padding: `${vars.space.md} ${vars.space.lg}` } },
} as const;

export const header = style({
  ...sectionPadding,
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  flexShrink: 0,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const titles = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  flexGrow: 1,
  minWidth: 0,
  paddingTop: vars.space.xs,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.strong,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const description = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const closeButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  // A 44×44 touch target, the library's rule; the negative margins keep the header's rhythm.
  width: vars.size.control,
  height: vars.size.control,
  margin: `calc(-1 * ${vars.space.xs}) calc(-1 * ${vars.space.sm}) calc(-1 * ${vars.space.xs}) 0`,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  ':hover': { background: vars.color.surfaceHover, color: vars.color.text },
  ':focus-visible': focusRing,
});

export const body = style({
  ...sectionPadding,
  paddingTop: vars.space.lg,
  paddingBottom: vars.space.lg,
  flexGrow: 1,
  minHeight: 0,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  '@media': {
    [tablet]: {
      padding: vars.space.lg,
    },
  },
});

export const footer = style({
  ...sectionPadding,
  display: 'flex',
  flexWrap: 'wrap-reverse',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  flexShrink: 0,
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});
