import { matchRoutes } from 'react-router-dom';
import { preloadScreens } from './lazy';
import { routes } from './routes';

/**
 * Fetches every chunk of the screens a path shows at once (the signed-in frame and the screen,
 * each with its whole static graph, which Vite's preload asks for together), instead of the
 * screen's once the frame's code has run. Sign-in warms its destination this way while the
 * person types; the first page's chunks come with index.html (preload-route-chunks), and a
 * navigation inside the frame needs only the screen's.
 */
export function warmRoute(location: { pathname: string; search?: string }): void {
  void preloadScreens(matchRoutes(routes, location)).catch(() => undefined);
}
