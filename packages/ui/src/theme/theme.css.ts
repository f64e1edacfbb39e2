import { createGlobalTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { tokens } from './tokens';

createGlobalTheme(':root', vars, tokens);

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
