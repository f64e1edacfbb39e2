import { AA } from './contrast';
import { TONES, tokens } from './tokens';

const { color } = tokens;

export interface ContrastPair {
  /** Where the pair is used. */
  use: string;
  foreground: string;
  background: string;
  /** The WCAG 2.2 AA minimum that applies. */
  minimum: number;
}

/** Every foreground/background pair the components draw, with the AA minimum it must meet. */
export const CONTRAST_PAIRS: ContrastPair[] = [
  { use: 'Body text on page', foreground: color.text, background: color.surface, minimum: AA.text },
  {
    use: 'Body text on card',
    foreground: color.text,
    background: color.surfaceRaised,
    minimum: AA.text,
  },
  {
    use: 'Muted text on page',
    foreground: color.textMuted,
    background: color.surface,
    minimum: AA.text,
  },
  {
    use: 'Muted text on card',
    foreground: color.textMuted,
    background: color.surfaceRaised,
    minimum: AA.text,
  },
  {
    use: 'Muted text on sunken',
    foreground: color.textMuted,
    background: color.surfaceSunken,
    minimum: AA.text,
  },
  {
    use: 'Link on card',
    foreground: color.link,
    background: color.surfaceRaised,
    minimum: AA.text,
  },
  { use: 'Link on page', foreground: color.link, background: color.surface, minimum: AA.text },
  { use: 'Primary button', foreground: color.brandText, background: color.brand, minimum: AA.text },
  {
    use: 'Primary button, hover',
    foreground: color.brandText,
    background: color.brandHover,
    minimum: AA.text,
  },
  {
    use: 'Brand text on brand tint',
    foreground: color.brandHover,
    background: color.brandSoft,
    minimum: AA.text,
  },
  {
    use: 'Danger button',
    foreground: color.textInverse,
    background: color.tone.danger.solid,
    minimum: AA.text,
  },
  {
    use: 'Control border on card',
    foreground: color.borderStrong,
    background: color.surfaceRaised,
    minimum: AA.graphic,
  },
  {
    use: 'Focus ring on card',
    foreground: color.focus,
    background: color.surfaceRaised,
    minimum: AA.graphic,
  },
  {
    use: 'Focus ring on page',
    foreground: color.focus,
    background: color.surface,
    minimum: AA.graphic,
  },
  {
    use: 'Focus ring on top bar',
    foreground: color.focusOnDark,
    background: color.topBar.background,
    minimum: AA.graphic,
  },
  {
    use: 'Focus ring on admin top bar',
    foreground: color.focusOnDark,
    background: color.topBar.adminBackground,
    minimum: AA.graphic,
  },
  {
    use: 'Top bar text',
    foreground: color.topBar.text,
    background: color.topBar.background,
    minimum: AA.text,
  },
  {
    use: 'Top bar text, hover',
    foreground: color.topBar.text,
    background: color.topBar.hover,
    minimum: AA.text,
  },
  {
    use: 'Top bar muted text',
    foreground: color.topBar.textMuted,
    background: color.topBar.background,
    minimum: AA.text,
  },
  {
    use: 'Admin top bar text',
    foreground: color.topBar.text,
    background: color.topBar.adminBackground,
    minimum: AA.text,
  },
  {
    use: 'Admin top bar text, hover',
    foreground: color.topBar.text,
    background: color.topBar.adminHover,
    minimum: AA.text,
  },
  {
    use: 'Admin top bar muted text',
    foreground: color.topBar.textMuted,
    background: color.topBar.adminBackground,
    minimum: AA.text,
  },
  {
    use: 'Marker ring on top bar',
    foreground: color.marker.ring,
    background: color.topBar.background,
    minimum: AA.graphic,
  },
  {
    use: 'Marker ring on admin top bar',
    foreground: color.marker.ring,
    background: color.topBar.adminBackground,
    minimum: AA.graphic,
  },
  {
    use: 'Active marker on white',
    foreground: color.marker.active,
    background: color.marker.ring,
    minimum: AA.graphic,
  },
  {
    use: 'Inactive marker on white',
    foreground: color.marker.inactive,
    background: color.marker.ring,
    minimum: AA.graphic,
  },
  ...TONES.flatMap((name) => [
    {
      use: `${name} badge text on its tint`,
      foreground: color.tone[name].text,
      background: color.tone[name].tint,
      minimum: AA.text,
    },
    {
      use: `${name} text on card`,
      foreground: color.tone[name].text,
      background: color.surfaceRaised,
      minimum: AA.text,
    },
  ]),
  ...Object.entries(color.chart)
    .filter(([key]) => key.startsWith('series'))
    .map(([key, value]) => ({
      use: `Chart ${key} on card`,
      foreground: value,
      background: color.surfaceRaised,
      minimum: AA.graphic,
    })),
  {
    use: 'Chart axis on card',
    foreground: color.chart.axis,
    background: color.surfaceRaised,
    minimum: AA.graphic,
  },
];
