import { createGlobalThemeContract } from '@vanilla-extract/css';
import { tokens } from './tokens';

// One contract with the shape of the tokens; every style reads these variables only and a theme
// fills them in. Variables are named `--sc-<path>` (e.g. `--sc-color-tone-success-tint`).
export const vars = createGlobalThemeContract(tokens, (_value, path) => `sc-${path.join('-')}`);
