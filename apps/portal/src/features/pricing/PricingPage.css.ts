import { media, vars } from '@scaffold/ui/styles';
import { style } from '@vanilla-extract/css';

const tablet = media.from('tablet');
const desktop = media.from('desktop');

export const page = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  background: `linear-gradient(180deg, ${vars.color.brandSoft} 0, ${vars.color.surface} 420px)`,
});

export const main = style({
  flex: 1,
  paddingBlock: vars.space.xl,
  '@media': { [tablet]: { paddingBlock: vars.space.xxl } },
});

export const intro = style({
  maxWidth: '40em',
  marginInline: 'auto',
  textAlign: 'center',
});

export const trial = style({
  display: 'inline-flex',
  alignSelf: 'center',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.lg,
  textAlign: 'center',
  background: vars.color.tone.success.tint,
  border: `1px solid ${vars.color.tone.success.border}`,
  color: vars.color.tone.success.text,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
});

/** One column on a phone (the cards stack), three side by side from the desktop width. */
export const plans = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
  maxWidth: '440px',
  marginInline: 'auto',
  width: '100%',
  // Room above each card for the 'Most Popular' ribbon.
  paddingTop: vars.space.sm,
  '@media': {
    [desktop]: {
      maxWidth: 'none',
      gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
      gap: vars.space.lg,
      alignItems: 'stretch',
    },
  },
});

export const help = style({ textAlign: 'center' });
