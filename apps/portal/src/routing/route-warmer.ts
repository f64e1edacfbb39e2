import type { PortalServices } from '../services/portal-services';

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

/** Where a screen is, for its first reads (a router location: the key names one visit). */
export interface ReadLocation {
  pathname: string;
  search: string;
  key: string;
}
type RouteReader = (services: PortalServices, location: ReadLocation) => void;

let reader: RouteReader | null = null;

/** The app says how a screen's first reads start (app/route-reads.ts, with the frame's code). */
export function setRouteReader(next: RouteReader): void {
  reader = next;
}

/**
 * Starts the first reads of the screen a path shows, before it renders (sign-in: with its
 * answer, not after the next screen's first render). Nothing until the frame's code is loaded.
 */
export function readRoute(services: PortalServices, location: ReadLocation): void {
  reader?.(services, location);
}
