import { createGlobalTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';

createGlobalTheme(':root', vars, {
  color: {
    text: '#1b2430',
    textMuted: '#4a5563',
    surface: '#f5f7fa',
    surfaceRaised: '#ffffff',
    border: '#c9d1dc',
    brand: '#1d4ed8',
    brandText: '#ffffff',
    focus: '#1d4ed8',
    danger: '#b42318',
    success: '#15703d',
    warning: '#8a5a00',
    neutral: '#4a5563',
  },
  space: { xs: '4px', sm: '8px', md: '16px', lg: '24px', xl: '32px' },
  radius: { sm: '4px', md: '8px', lg: '12px' },
  font: {
    body: '"Inter", system-ui, sans-serif',
    size: { sm: '0.875rem', md: '1rem', lg: '1.25rem' },
  },
});

globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  color: vars.color.text,
  background: vars.color.surface,
});
