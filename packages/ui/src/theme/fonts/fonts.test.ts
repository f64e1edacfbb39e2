import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const read = (relative: string) =>
  readFileSync(fileURLToPath(new URL(relative, import.meta.url)), 'utf8');

describe('the cut-down Inter faces', () => {
  it('declare exactly the characters scripts/subset-fonts.sh keeps, for each weight', () => {
    const kept = read('../../../../../scripts/subset-fonts.sh').match(/^RANGE='([^']+)'/m)?.[1];
    const css = read('./fonts.css');
    const declared = [...css.matchAll(/unicode-range:\s*([^;]+);/g)].map((m) =>
      m[1]?.replace(/\s+/g, ''),
    );
    const weights = [...css.matchAll(/font-weight:\s*(\d+);/g)].map((m) => m[1]);
    expect(kept).toBeTruthy();
    expect(weights).toEqual(['400', '500', '600', '700']);
    expect(declared).toEqual(weights.map(() => kept));
    // Each weight has its file.
    for (const weight of weights) expect(css).toContain(`url(./inter-basic-${weight}.woff2)`);
  });
});
