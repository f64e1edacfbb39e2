import {
  type ComponentType,
  createElement,
  type LazyExoticComponent,
  lazy,
  type ReactElement,
  useEffect,
} from 'react';

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
}

/** A screen loaded on demand, from a module's named export. */
export function lazyPage<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
): ScreenLoader {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const loader: ScreenLoader = {
    preload: () => {
      loading ??= load().then((module) => {
        loader.loaded = module[name];
        return { default: module[name] };
      });
      return loading;
    },
    lazy: lazy(() => loader.preload() as Promise<{ default: ComponentType }>),
  };
  return loader;
}

/**
 * Renders a lazy screen under the nearest Suspense boundary (RootLayout, AppFrame); navigations
 * run in a transition, so the screen being left stays until the next one is ready.
 */
function LazyScreen({ loader }: { loader: ScreenLoader }) {
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
