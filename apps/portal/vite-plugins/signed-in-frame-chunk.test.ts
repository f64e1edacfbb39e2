import { describe, expect, it } from 'vitest';
import { signedInFrameChunk } from './signed-in-frame-chunk';

/** A module graph: each id and the ids it imports statically (dynamic imports are not edges). */
const GRAPH: Record<string, string[]> = {
  '/app/src/main.tsx': ['/app/src/routes.tsx', '/app/src/reachability.ts'],
  '/app/src/routes.tsx': [],
  '/app/src/reachability.ts': [],
  '/app/src/app/shell/AppFrame.tsx': [
    '/app/src/offline/outbox.ts',
    '/app/src/offline/owner.ts',
    '/app/src/reachability.ts',
    '/app/src/forms/fields.ts',
  ],
  '/app/src/offline/outbox.ts': ['/app/src/offline/outbox-store.ts', 'C:\\app\\src\\win.ts'],
  '/app/src/offline/outbox-store.ts': [],
  '/app/src/offline/owner.ts': [],
  '/app/src/data/reads/query.ts': ['/app/src/offline/owner.ts'],
  'C:\\app\\src\\win.ts': [],
  '/app/src/forms/fields.ts': [],
  '/app/src/features/auth/login/LoginPage.tsx': ['/app/src/forms/fields.ts'],
  '/app/src/features/dashboard/DashboardPage.tsx': ['/app/src/offline/outbox.ts'],
};

function build(graph: Record<string, string[]>) {
  const { plugin, test } = signedInFrameChunk({
    frame: 'src/app/shell/AppFrame.tsx',
    publicScreens: ['src/features/auth/login/LoginPage.tsx'],
    loadedWhole: [/data[\\/]reads[\\/]/],
  });
  const errors: string[] = [];
  const context = {
    getModuleIds: () => Object.keys(graph)[Symbol.iterator](),
    getModuleInfo: (id: string) =>
      id in graph ? { importedIds: graph[id], isEntry: id.endsWith('main.tsx') } : null,
    error: (message: string) => {
      errors.push(message);
      throw new Error(message);
    },
  };
  const buildEnd = plugin.buildEnd as unknown as (this: typeof context, error?: Error) => void;
  buildEnd.call(context);
  return { test, errors };
}

describe('the signed-in frame chunk', () => {
  it('holds what only the frame needs, through any depth of imports; the frame stays its own chunk', () => {
    const { test } = build(GRAPH);
    expect(test('/app/src/app/shell/AppFrame.tsx')).toBe(false);
    expect(test('/app/src/offline/outbox.ts')).toBe(true);
    expect(test('/app/src/offline/outbox-store.ts')).toBe(true);
    expect(test('C:\\app\\src\\win.ts')).toBe(true);
  });

  it('leaves out what the entry or a public screen imports: those pages would load it all', () => {
    const { test } = build(GRAPH);
    expect(test('/app/src/reachability.ts')).toBe(false);
    expect(test('/app/src/forms/fields.ts')).toBe(false);
    expect(test('/app/src/main.tsx')).toBe(false);
  });

  it('leaves out what a group that public pages load whole imports (the reads)', () => {
    const { test } = build(GRAPH);
    expect(test('/app/src/offline/owner.ts')).toBe(false);
    expect(test('/app/src/data/reads/query.ts')).toBe(false);
  });

  it('leaves out what the frame does not import (a screen of its own)', () => {
    const { test } = build(GRAPH);
    expect(test('/app/src/features/dashboard/DashboardPage.tsx')).toBe(false);
    expect(test('/app/src/routes.tsx')).toBe(false);
  });

  it('refuses a build without the frame, rather than making no chunk unnoticed', () => {
    const withoutFrame = Object.fromEntries(
      Object.entries(GRAPH).filter(([id]) => !id.endsWith('AppFrame.tsx')),
    );
    expect(() => build(withoutFrame)).toThrow(/AppFrame\.tsx is not in the build/);
  });
});
