import { transformSync } from 'esbuild';
import type { Plugin } from 'vite';
import { BUILD_TARGETS } from './browser-targets';
import { preloadFirstScreen } from './preload-first-screen';

type OutputChunk = {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  imports: string[];
  isEntry: boolean;
  viteMetadata?: { importedCss: Set<string> };
};

/** `fn(argument)` as the text of an inline script, minified (its SHA-256 goes into the CSP). */
export function inlineScript<T>(fn: (argument: T) => void, argument: T): string {
  const call = `(${fn.toString()})(${JSON.stringify(argument)});`;
  return transformSync(call, { minify: true, target: BUILD_TARGETS }).code.trim();
}

/**
 * Lets the page fetch the first screen's chunk alongside the entry instead of after it: an inline
 * script in index.html (preloadFirstScreen) adds `modulepreload` (and style preload) links for the
 * screen that the address shows, from a map made at build time. Without it the screen's chunk is found only once
 * the entry has downloaded and run, one round trip later. `screens` maps a path to the modules
 * it shows (the screen, and a lazy frame around it), relative to the app root; a path missing
 * here just loads as before.
 */
export function preloadRouteChunks(screens: Record<string, string | readonly string[]>): Plugin {
  return {
    name: 'scaffold:preload-route-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const chunks = Object.values(context.bundle ?? {}).filter(
          (output) => output.type === 'chunk',
        ) as unknown as OutputChunk[];
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const entryFiles = new Set<string>();
        const closure = (file: string, into: Set<string>) => {
          if (into.has(file)) return;
          into.add(file);
          for (const child of byFile.get(file)?.imports ?? []) closure(child, into);
        };
        for (const chunk of chunks) if (chunk.isEntry) closure(chunk.fileName, entryFiles);

        const map: Record<string, string[]> = {};
        for (const [path, modules] of Object.entries(screens)) {
          const files = new Set<string>();
          for (const module of typeof modules === 'string' ? [modules] : modules) {
            const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(`/${module}`));
            if (!chunk) throw new Error(`preloadRouteChunks: no chunk for ${module} (${path})`);
            closure(chunk.fileName, files);
          }
          const own = [...files].filter((file) => !entryFiles.has(file));
          const css = own.flatMap((file) => [
            ...(byFile.get(file)?.viteMetadata?.importedCss ?? []),
          ]);
          map[path] = [...new Set([...own, ...css])];
        }
        const script = inlineScript(preloadFirstScreen, map);
        return [{ tag: 'script', children: script, injectTo: 'head-prepend' }];
      },
    },
  };
}
