import { createGlobalTheme, createGlobalThemeContract, globalStyle } from '@vanilla-extract/css';
import { media } from './media';
import { tokens } from './tokens';

// One contract with the shape of the tokens; every style reads these variables only. Variables
// are named `--sc-<path>` (e.g. `--sc-color-tone-success-tint`).
export const vars = createGlobalThemeContract(tokens, (_value, path) => `sc-${path.join('-')}`);

// The light theme and the page defaults live in this same file on purpose: every component's
// styles import this module, so wherever a component is used the theme comes with it. (A separate
// theme module imported only for its side effects is dropped by tree shaking in production
// builds, which left Storybook's static build without any theme values.)
createGlobalTheme(':root', vars, tokens);

// Where a finger points (a phone, a tablet; gloved on site), small controls are full-size
// targets: everything sized by `controlSmall` inherits it.
globalStyle(':root', {
  '@media': { [media.touch]: { vars: { [vars.size.controlSmall]: vars.size.control } } },
});

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text,
  background: vars.color.surface,
  WebkitFontSmoothing: 'antialiased',
  MozOsxFontSmoothing: 'grayscale',
  textRendering: 'optimizeLegibility',
});
