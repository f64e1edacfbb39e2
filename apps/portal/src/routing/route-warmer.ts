/**
 * Fetches ahead the code of the screens a path shows (the frame and the screen, each with its
 * static graph). The app registers how (it owns the routes: app/routes.tsx, main.tsx); a feature
 * asks through here, so it never imports app/. Nothing happens until one is registered (stories).
 */
type RouteWarmer = (location: { pathname: string; search?: string }) => void;

let warmer: RouteWarmer | null = null;

export function setRouteWarmer(next: RouteWarmer): void {
  warmer = next;
}

export function warmRoute(location: { pathname: string; search?: string }): void {
  warmer?.(location);
}
