import { media, vars } from '@scaffold/ui/styles';
import { style } from '@vanilla-extract/css';

const tablet = media.from('tablet');
const desktop = media.from('desktop');

export const page = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surfaceRaised,
});

export { container } from '../../screen-parts/PublicHeader.css';

export const hero = style({
  background: `linear-gradient(180deg, ${vars.color.brandSoft} 0%, ${vars.color.surfaceRaised} 100%)`,
  paddingBlock: vars.space.xl,
  '@media': { [tablet]: { paddingBlock: vars.space.xxl }, [desktop]: { paddingBlock: '72px' } },
});

export const heroGrid = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'center',
  '@media': { [desktop]: { gridTemplateColumns: '7fr 5fr', gap: vars.space.xxl } },
});

export const eyebrow = style({
  display: 'inline-block',
  alignSelf: 'flex-start',
  padding: `${vars.space.xs} 12px`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.tone.info.border}`,
  color: vars.color.tone.info.text,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.strong,
});

/** The one display-size heading of the portal; the doubled class outranks the Heading level. */
export const heroTitle = style({
  selectors: {
    '&&': {
      fontSize: vars.font.size.xxl,
      letterSpacing: '-0.02em',
      lineHeight: 1.15,
    },
  },
  '@media': {
    [tablet]: { selectors: { '&&': { fontSize: vars.font.size.display } } },
    [desktop]: { selectors: { '&&': { fontSize: '2.75rem' } } },
  },
});

export const heroLead = style({
  fontSize: vars.font.size.lg,
  color: vars.color.textMuted,
  margin: 0,
  maxWidth: '36em',
});

export const heroActions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  '@media': { [tablet]: { flexDirection: 'row', alignItems: 'center' } },
});

export const heroArt = style({
  display: 'none',
  '@media': { [tablet]: { display: 'block' } },
});

export const illustration = style({ display: 'block', width: '100%', height: 'auto' });

export const section = style({
  paddingBlock: vars.space.xxl,
  '@media': { [desktop]: { paddingBlock: '72px' } },
});

export const sectionAlt = style([section, { background: vars.color.surface }]);

export const sectionIntro = style({ maxWidth: '40em' });

export const featureGrid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  '@media': {
    [tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.lg },
    [desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

export const featureTile = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
});

export const featureIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '44px',
  height: '44px',
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
  color: vars.color.brand,
  marginBottom: vars.space.xs,
});

export const steps = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.lg,
  counterReset: 'step',
  '@media': { [tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const step = style({
  display: 'flex',
  gap: vars.space.md,
  alignItems: 'flex-start',
});

export const stepNumber = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '36px',
  height: '36px',
  borderRadius: vars.radius.full,
  background: vars.color.brand,
  color: vars.color.brandText,
  fontWeight: vars.font.weight.heavy,
});

export const callToAction = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.lg,
  borderRadius: vars.radius.xl,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.tone.info.border}`,
  boxShadow: vars.shadow.md,
  '@media': {
    [tablet]: { padding: vars.space.xl },
    [desktop]: { flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between' },
  },
});

export const footer = style({
  marginTop: 'auto',
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  paddingBlock: vars.space.xl,
});

export const footerInner = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  '@media': {
    [tablet]: { flexDirection: 'row', justifyContent: 'space-between', alignItems: 'flex-start' },
  },
});

export const footerLinks = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.sm} ${vars.space.lg}`,
});
