import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from './contract.css';
import { media } from './media';

const responsiveProperties = defineProperties({
  conditions: {
    mobile: {},
    tablet: { '@media': media.from('tablet') },
    desktop: { '@media': media.from('desktop') },
    wide: { '@media': media.from('wide') },
  },
  defaultCondition: 'mobile',
  properties: {
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['stretch', 'flex-start', 'center', 'flex-end', 'space-between'],
    gap: vars.space,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
    textAlign: ['left', 'center', 'right'],
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
  },
});

const colourProperties = defineProperties({
  properties: {
    background: {
      surface: vars.color.surface,
      surfaceRaised: vars.color.surfaceRaised,
      surfaceSunken: vars.color.surfaceSunken,
      brand: vars.color.brand,
      brandSoft: vars.color.brandSoft,
      transparent: 'transparent',
    },
    color: {
      text: vars.color.text,
      textMuted: vars.color.textMuted,
      textInverse: vars.color.textInverse,
      link: vars.color.link,
    },
    borderRadius: vars.radius,
    boxShadow: vars.shadow,
    flexGrow: [0, 1],
    flexShrink: [0, 1],
    minWidth: [0],
    width: { full: '100%', auto: 'auto' },
    position: ['relative', 'absolute', 'sticky'],
    overflow: ['hidden', 'auto', 'visible'],
  },
});

/** Atomic, theme-bound layout classes: `sprinkles({ padding: { mobile: 'sm', tablet: 'lg' } })`. */
export const sprinkles = createSprinkles(responsiveProperties, colourProperties);
export type Sprinkles = Parameters<typeof sprinkles>[0];
