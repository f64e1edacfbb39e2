import { createGlobalThemeContract } from '@vanilla-extract/css';

// Every style reads these variables only; themes fill them in.
export const vars = createGlobalThemeContract(
  {
    color: {
      text: 'color-text',
      textMuted: 'color-text-muted',
      surface: 'color-surface',
      surfaceRaised: 'color-surface-raised',
      border: 'color-border',
      brand: 'color-brand',
      brandText: 'color-brand-text',
      focus: 'color-focus',
      danger: 'color-danger',
      success: 'color-success',
      warning: 'color-warning',
      neutral: 'color-neutral',
    },
    space: { xs: 'space-xs', sm: 'space-sm', md: 'space-md', lg: 'space-lg', xl: 'space-xl' },
    radius: { sm: 'radius-sm', md: 'radius-md', lg: 'radius-lg' },
    font: {
      body: 'font-body',
      size: { sm: 'font-size-sm', md: 'font-size-md', lg: 'font-size-lg' },
    },
  },
  (_value, path) => `sc-${path.join('-')}`,
);
