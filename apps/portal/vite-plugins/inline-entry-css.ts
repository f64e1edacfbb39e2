import type { Plugin } from 'vite';

/**
 * Puts the entry's stylesheets into index.html itself: linked, they block the first paint until
 * they arrive, one round trip after the page. They are small (the theme and the layout
 * primitives, under 10 KB gzip); screens' own styles still come with their chunks.
 */
export function inlineEntryCss(): Plugin {
  return {
    name: 'scaffold:inline-entry-css',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const page = bundle['index.html'];
      if (page?.type !== 'asset' || typeof page.source !== 'string') return;
      page.source = page.source.replace(
        /<link rel="stylesheet"(?: crossorigin)? href="\/(assets\/[^"]+\.css)">/g,
        (link, file: string) => {
          const css = bundle[file];
          if (css?.type !== 'asset') return link;
          // The disabled link is never fetched; it tells Vite's chunk loader that this stylesheet
          // is on the page, so loading a screen does not fetch it a second time.
          return `<style>${String(css.source)}</style><link rel="stylesheet" href="/${file}" disabled>`;
        },
      );
    },
  };
}
