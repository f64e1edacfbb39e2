import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { checkScripts } from './check-browsers.ts';

const root = path.resolve(import.meta.dirname, '..');

/** A built script with this text, in a folder of its own. */
function builtScript(text: string): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'built-')), 'chunk.js');
  writeFileSync(file, text);
  return file;
}

describe('the built code within the supported browsers (es-check)', () => {
  it('passes what every supported browser runs', () => {
    const { ok, output } = checkScripts([
      builtScript('export const pick = (a, b) => a?.value ?? [...b].at(-1) ?? structuredClone(b);'),
    ]);
    expect(output).toContain('passed');
    expect(ok).toBe(true);
  });

  it('fails a built-in newer than the oldest supported Safari and Firefox', () => {
    const { ok, output } = checkScripts([
      builtScript('export const gate = Promise.withResolvers();'),
    ]);
    expect(ok).toBe(false);
    expect(output).toContain('PromiseWithResolvers');
    expect(output).toMatch(/safari 16\.4 requires 17\.4/);
  });
});

describe('the web APIs of the source within the supported browsers (ESLint compat)', () => {
  const eslint = new ESLint({ cwd: root });
  const lint = async (text: string) => {
    const [result] = await eslint.lintText(text, {
      filePath: path.join(root, 'apps/portal/src/probe.ts'),
    });
    return result?.messages.map((message) => message.message) ?? [];
  };

  it('refuses an API a supported browser lacks', async () => {
    expect(await lint("export const route = new URLPattern({ pathname: '/x' });")).toEqual([
      expect.stringMatching(/^URLPattern is not supported in Safari 16\.4/),
    ]);
    expect(await lint('export const later = () => requestIdleCallback(() => {});')).toEqual([
      expect.stringMatching(/^requestIdleCallback is not supported in Safari 16\.4/),
    ]);
  });

  it('accepts an API used only where the browser has it', async () => {
    const guarded = [
      'export function later(work: () => void) {',
      "  if (typeof requestIdleCallback === 'function') requestIdleCallback(work);",
      '  else setTimeout(work, 200);',
      '}',
    ];
    expect(await lint(guarded.join('\n'))).toEqual([]);
  });
});
