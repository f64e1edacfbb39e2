import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { CONTRAST_PAIRS } from './contrastPairs';

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it('is symmetric', () => {
    expect(contrastRatio('#1d4ed8', '#f4f6f9')).toBe(contrastRatio('#f4f6f9', '#1d4ed8'));
  });

  it('rejects colours it cannot read', () => {
    expect(() => contrastRatio('red', '#ffffff')).toThrow(/#rrggbb/);
  });
});

describe('theme colours meet WCAG 2.2 AA', () => {
  it.each(CONTRAST_PAIRS)('$use', ({ foreground, background, minimum }) => {
    expect(contrastRatio(foreground, background)).toBeGreaterThanOrEqual(minimum);
  });
});
