/**
 * Runs inline in index.html, before the entry: adds `modulepreload` (and style preload) links for
 * the chunks of the screen the address shows, so they download alongside the entry instead of
 * one round trip after it. `files` maps a screen's path to its chunks (made at build time).
 *
 * The build turns this function into the script's text (`Function.prototype.toString`): it may
 * use nothing but its argument and the page's globals.
 */
export function preloadFirstScreen(files: Record<string, readonly string[]>): void {
  const path = location.pathname.replace(/\/$/, '') || '/';
  for (const file of files[path] ?? []) {
    const link = document.createElement('link');
    if (file.endsWith('.css')) {
      link.rel = 'preload';
      link.as = 'style';
    } else {
      link.rel = 'modulepreload';
    }
    link.crossOrigin = '';
    link.href = `/${file}`;
    document.head.appendChild(link);
  }
}
