import {
  type ComponentType,
  createElement,
  type LazyExoticComponent,
  lazy,
  type ReactElement,
  useEffect,
} from 'react';
import { useLocation } from 'react-router-dom';

let markFirstScreenShown: () => void = () => {};
/** Settles once the first screen's own chunk has loaded and rendered (not a loading state). */
export const firstScreenShown = new Promise<void>((resolve) => {
  markFirstScreenShown = resolve;
});

/** A screen in its own chunk: loaded on first use, or ahead of time with `preload`. */
export interface ScreenLoader {
  preload: () => Promise<unknown>;
  /** Set once loaded: rendered directly, without suspending. */
  loaded?: ComponentType;
  lazy: LazyExoticComponent<ComponentType>;
  /**
   * Set when the last load failed. React.lazy keeps a rejection for good, so the screen gets a
   * fresh lazy component, but only on the next navigation: renewing it while React retries the
   * failed render would try again forever. `at` is the location the failure was shown at.
   */
  failed?: { at?: string };
  /** A fresh lazy component that loads the chunk again. */
  renew: () => void;
}

/** A screen loaded on demand, from a module's named export. */
export function lazyPage<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
): ScreenLoader {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const freshLazy = () => lazy(() => loader.preload() as Promise<{ default: ComponentType }>);
  const loader: ScreenLoader = {
    preload: () => {
      loading ??= load().then(
        (module) => {
          loader.loaded = module[name];
          return { default: module[name] };
        },
        (error: unknown) => {
          // Offline, or a chunk gone after a redeploy: the next attempt loads it again.
          loading = undefined;
          loader.failed = {};
          throw error;
        },
      );
      return loading;
    },
    lazy: undefined as unknown as LazyExoticComponent<ComponentType>,
    renew: () => {
      loader.failed = undefined;
      loader.lazy = freshLazy();
    },
  };
  loader.lazy = freshLazy();
  return loader;
}

/**
 * Renders a lazy screen under the nearest Suspense boundary (RootLayout, AppFrame); navigations
 * run in a transition, so the screen being left stays until the next one is ready.
 */
function LazyScreen({ loader }: { loader: ScreenLoader }) {
  const { key } = useLocation();
  if (loader.failed) {
    // The failure belongs to the location it was first shown at; elsewhere, try again.
    loader.failed.at ??= key;
    if (loader.failed.at !== key) loader.renew();
  }
  useEffect(markFirstScreenShown, []);
  return createElement(loader.loaded ?? loader.lazy);
}

/** The route element of a lazy screen. */
export const screen = (loader: ScreenLoader): ReactElement => createElement(LazyScreen, { loader });

/**
 * Loads the chunks of the screens a path shows, before the first render. A screen that suspends
 * shows the loading state first, and React then holds the screen back for a moment (300 ms) to
 * avoid flicker; a preloaded screen renders at once.
 */
export function preloadScreens(
  matches: readonly { route: { element?: unknown } }[] | null,
): Promise<unknown> {
  const loaders = (matches ?? []).flatMap(({ route }) => {
    const element = route.element as ReactElement<{ loader?: ScreenLoader }> | undefined;
    return element?.type === LazyScreen && element.props.loader ? [element.props.loader] : [];
  });
  return Promise.all(loaders.map((loader) => loader.preload()));
}
