import { describe, expect, it } from 'vitest';
import { preloadFirstScreen } from './preload-first-screen';
import { inlineScript } from './preload-route-chunks';

const FILES = {
  '/': ['assets/LandingPage-1.js', 'assets/LandingPage-2.css'],
  '/login': ['assets/LoginPage-3.js'],
};

/** Runs the inline script as index.html would, at `pathname`; returns the links it added. */
function runAt(pathname: string) {
  const added: Record<string, string>[] = [];
  const document = {
    createElement: () => ({}) as Record<string, string>,
    head: { appendChild: (link: Record<string, string>) => added.push(link) },
  };
  new Function('location', 'document', inlineScript(preloadFirstScreen, FILES))(
    { pathname },
    document,
  );
  return added;
}

describe('the inline preload script', () => {
  it('preloads the chunks of the screen the address shows: scripts as modules, styles as styles', () => {
    expect(runAt('/')).toEqual([
      { rel: 'modulepreload', crossOrigin: '', href: '/assets/LandingPage-1.js' },
      { rel: 'preload', as: 'style', crossOrigin: '', href: '/assets/LandingPage-2.css' },
    ]);
    expect(runAt('/login/')).toEqual([
      { rel: 'modulepreload', crossOrigin: '', href: '/assets/LoginPage-3.js' },
    ]);
  });

  it('adds nothing for a screen that is not in the map', () => {
    expect(runAt('/dashboard/settings')).toEqual([]);
  });

  it('is one minified statement calling the function with the map', () => {
    const script = inlineScript(preloadFirstScreen, FILES);
    expect(script).not.toContain('\n');
    expect(script).toContain(JSON.stringify(FILES));
  });
});
