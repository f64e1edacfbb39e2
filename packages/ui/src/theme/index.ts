// Fonts are bundled from npm (no network at run time), so screenshots are stable.
import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
import './theme.css';

export { vars } from './contract.css';
export { contrastRatio } from './contrast';
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
