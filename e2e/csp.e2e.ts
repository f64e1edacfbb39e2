// The real build's Content-Security-Policy, read from the built index.html: strict (no
// 'unsafe-inline', no 'unsafe-eval'), first in <head>, and allowing each inline script and style
// by the hash of its exact text. (real-build.e2e.ts checks that nothing is refused at run time.)
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const portal = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/portal');

function builtPage(folder: string): string {
  const file = path.join(portal, folder, 'index.html');
  if (!existsSync(file)) throw new Error(`No ${folder}: run the builds first (npm test does).`);
  return readFileSync(file, 'utf8');
}

const hashOf = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name as string, values]),
  );
}

describe('Content-Security-Policy of the real build', () => {
  const html = builtPage('dist');
  const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1];

  it('is a meta tag first in <head>, before any script or style', () => {
    expect(policy).toBeDefined();
    const head = html.slice(html.indexOf('<head>'));
    const firstElement = /<(\w+)[^>]*>/.exec(head.slice('<head>'.length))?.[0] ?? '';
    expect(firstElement).toContain('http-equiv="Content-Security-Policy"');
  });

  it('allows no inline code or eval beyond the hashed blocks, no plugins, and the API on its own origin', () => {
    const rules = directives(policy ?? '');
    for (const directive of ['script-src', 'style-src', 'default-src']) {
      expect(rules.get(directive), directive).toBeDefined();
      expect(rules.get(directive)).not.toContain("'unsafe-inline'");
      expect(rules.get(directive)).not.toContain("'unsafe-eval'");
      expect(rules.get(directive)).not.toContain('*');
    }
    expect(rules.get('object-src')).toEqual(["'none'"]);
    expect(rules.get('connect-src')).toEqual(["'self'"]);
    expect(rules.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    // No inline event handlers or style attributes, which hashes cannot allow.
    expect(html).not.toMatch(/\son[a-z]+=/i);
    expect(html).not.toMatch(/\sstyle=/i);
  });

  it('lists the hash of every inline script and style, and nothing else', () => {
    const rules = directives(policy ?? '');
    const scripts = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)];
    const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    expect(styles.length).toBeGreaterThan(0);
    const hashes = (directive: string) =>
      (rules.get(directive) ?? []).filter((value) => value.startsWith("'sha256-"));
    expect(hashes('script-src').sort()).toEqual(scripts.map((m) => hashOf(m[1] ?? '')).sort());
    expect(hashes('style-src').sort()).toEqual(styles.map((m) => hashOf(m[1] ?? '')).sort());
  });
});
