// The raw values of the light theme. Plain data (no CSS-in-JS) so the contrast tests in Node and
// the 'Design tokens' docs page read the very same values the theme ships.

/** Tones shared by badges, notifications, markers and status colours. */
export const TONES = ['success', 'warning', 'danger', 'neutral', 'info'] as const;
export type Tone = (typeof TONES)[number];

const tone = (text: string, tint: string, solid: string, border: string) => ({
  /** Text and icons on the tint. */
  text,
  /** Tinted background of badges and notices. */
  tint,
  /** Solid fill: dots, bars, accents. */
  solid,
  /** Border around a tinted surface. */
  border,
});

export const tokens = {
  color: {
    text: '#17202c',
    textMuted: '#4b5565',
    textInverse: '#ffffff',
    link: '#1d4ed8',
    surface: '#f4f6f9',
    surfaceRaised: '#ffffff',
    surfaceSunken: '#eef1f5',
    surfaceHover: '#f1f5fb',
    border: '#dde2e9',
    /** Borders of form controls: 3:1 against white (WCAG 1.4.11). */
    borderStrong: '#7b8594',
    brand: '#1d4ed8',
    brandHover: '#1e40af',
    brandText: '#ffffff',
    brandSoft: '#e8effd',
    focus: '#1d4ed8',
    focusOnDark: '#93c5fd',
    backdrop: 'rgba(15, 23, 42, 0.55)',
    tone: {
      success: tone('#166534', '#dcfce7', '#15803d', '#86efac'),
      warning: tone('#854d0e', '#fef3c7', '#ca8a04', '#fcd34d'),
      danger: tone('#991b1b', '#fee2e2', '#dc2626', '#fca5a5'),
      neutral: tone('#374151', '#eef0f3', '#6b7280', '#d1d5db'),
      info: tone('#1e40af', '#e0ecff', '#2563eb', '#93c5fd'),
    },
    /** Nav markers: green for an active section, red for an inactive one; ringed in white. */
    marker: { active: '#15803d', inactive: '#dc2626', ring: '#ffffff' },
    topBar: {
      background: '#0f2a47',
      hover: '#1d3d61',
      /** Admins see a grey bar, so they always know they are signed in with extra rights. */
      adminBackground: '#4b5563',
      adminHover: '#5d6675',
      text: '#ffffff',
      textMuted: '#cbd5e1',
    },
    /** Data series: each 3:1 or more against white (WCAG 1.4.11). */
    chart: {
      series1: '#1d4ed8',
      series2: '#0f766e',
      series3: '#b45309',
      series4: '#7c3aed',
      series5: '#be123c',
      series6: '#475569',
      grid: '#e3e7ed',
      axis: '#7b8594',
    },
  },
  space: {
    none: '0',
    xxs: '2px',
    xs: '4px',
    sm: '8px',
    md: '16px',
    lg: '24px',
    xl: '32px',
    xxl: '48px',
  },
  radius: { sm: '4px', md: '8px', lg: '12px', xl: '16px', full: '9999px' },
  font: {
    body: '"Inter", system-ui, sans-serif',
    mono: 'ui-monospace, "SFMono-Regular", Menlo, monospace',
    size: {
      xs: '0.75rem',
      sm: '0.875rem',
      md: '1rem',
      lg: '1.125rem',
      xl: '1.375rem',
      xxl: '1.75rem',
      display: '2.25rem',
    },
    /** Multipliers for running text (1.5 gives whole pixels for xs to lg). */
    lineHeight: { tight: '1.25', normal: '1.5' },
    /**
     * Line height per size in whole pixels, for single lines and headings: a fractional line
     * box puts everything below it on half pixels, which anti-alias differently run to run.
     */
    leading: {
      xs: '16px',
      sm: '20px',
      md: '24px',
      lg: '24px',
      xl: '28px',
      xxl: '36px',
      display: '44px',
    },
    weight: { regular: '400', medium: '500', strong: '600', heavy: '700' },
  },
  shadow: {
    sm: '0 1px 2px rgba(16, 24, 40, 0.06), 0 1px 3px rgba(16, 24, 40, 0.08)',
    md: '0 4px 8px -2px rgba(16, 24, 40, 0.08), 0 2px 4px -2px rgba(16, 24, 40, 0.05)',
    lg: '0 20px 24px -4px rgba(16, 24, 40, 0.12), 0 8px 8px -4px rgba(16, 24, 40, 0.05)',
  },
  size: {
    /** Minimum height of buttons and inputs: a comfortable touch target. */
    control: '44px',
    /** Small buttons and toggles where a mouse points; `control` (44 px) on touch screens. */
    controlSmall: '36px',
    content: '1200px',
    sideNav: '248px',
    /** The TopBar's height: notices start below it, so they never cover its controls. */
    topBar: '64px',
  },
  /** The open phone menu lies over notices: it is what the person is using right now. */
  zIndex: { sticky: '10', overlay: '100', notification: '200', menu: '300' },
} as const;

/**
 * Where layouts change, from this width up (px): media queries cannot read CSS variables, so
 * these are plain numbers; write queries with `media` (theme/media.ts). `phone` is a phone of
 * today (narrower ones, 320 to 375 px, are the smallest screens); `largePhone` has room for two
 * figures or a label beside its value.
 */
export const breakpoints = {
  mobile: 0,
  phone: 380,
  largePhone: 420,
  tablet: 740,
  desktop: 992,
  wide: 1280,
} as const;
export type Breakpoint = keyof typeof breakpoints;

export const SPACE = Object.keys(tokens.space) as Array<keyof typeof tokens.space>;
export type Space = keyof typeof tokens.space;

/** `{ success: 'success', ... }`: the tones as a record, for `styleVariants` maps. */
export const TONE_MAP = Object.fromEntries(TONES.map((name) => [name, name])) as {
  [T in Tone]: T;
};
