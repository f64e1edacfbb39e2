import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { media } from './media';
import { breakpoints } from './tokens';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** The style and component sources below a folder of the repo. */
function sources(folder: string): string[] {
  return readdirSync(path.join(repo, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|css)$/.test(entry.name))
    .map((entry) => path.relative(repo, path.join(entry.parentPath, entry.name)));
}

describe('media', () => {
  it('turns a breakpoint into a query from its width up, and one for the widths below it', () => {
    expect(media.from('tablet')).toBe(`screen and (min-width: ${breakpoints.tablet}px)`);
    expect(media.below('desktop')).toBe('screen and (max-width: 991.98px)');
  });

  it('is the only place a width query is written, in the design system and the portal', () => {
    const handWritten = [...sources('packages/ui/src'), ...sources('apps/portal/src')]
      .filter((file) => !/theme[\\/]media(\.test)?\.ts$/.test(file))
      .filter((file) =>
        /(min|max)-width\s*:\s*[\d$]/.test(readFileSync(path.join(repo, file), 'utf8')),
      );
    expect(handWritten).toEqual([]);
  });
});
