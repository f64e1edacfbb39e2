// The theme's values and page defaults are applied by contract.css.ts, which every component's
// styles import; the Inter font files are loaded from lib/cx.ts for the same reason.

export { vars } from './contract.css';
export { contrastRatio } from './contrast';
export { type MediaBreakpoint, media } from './media';
export { type Sprinkles, sprinkles } from './sprinkles.css';
export {
  type Breakpoint,
  breakpoints,
  SPACE,
  type Space,
  TONES,
  type Tone,
  tokens,
} from './tokens';
