import { useCallback, useEffect, useRef, useState } from 'react';

export type Resource<T> =
  | { status: 'loading'; data: undefined; error: undefined }
  | { status: 'success'; data: T; error: undefined }
  | { status: 'error'; data: undefined; error: unknown };

export interface ResourceControls<T> {
  reload: () => Promise<void>;
  reloading: boolean;
  /** Changes the data on screen (what the server has just confirmed) until the next load. */
  update: (change: (data: T) => T) => void;
}

/**
 * Loads once per `key` (and again on `reload()`), aborting the request when the screen goes away
 * or the key changes. While reloading, the last data stays on screen.
 */
export function useResource<T>(
  key: string | null,
  load: (signal: AbortSignal) => Promise<T>,
): Resource<T> & ResourceControls<T> {
  const [state, setState] = useState<Resource<T>>({
    status: 'loading',
    data: undefined,
    error: undefined,
  });
  const [reloading, setReloading] = useState(false);
  const loadRef = useRef(load);
  loadRef.current = load;
  const controllerRef = useRef<AbortController | null>(null);

  const run = useCallback(async (keepData: boolean) => {
    controllerRef.current?.abort();
    const controller = new AbortController();
    controllerRef.current = controller;
    if (keepData) setReloading(true);
    else setState({ status: 'loading', data: undefined, error: undefined });
    try {
      const data = await loadRef.current(controller.signal);
      if (!controller.signal.aborted) setState({ status: 'success', data, error: undefined });
    } catch (error) {
      if (!controller.signal.aborted) setState({ status: 'error', data: undefined, error });
    } finally {
      if (!controller.signal.aborted) setReloading(false);
    }
  }, []);

  useEffect(() => {
    if (key === null) return;
    void run(false);
    return () => controllerRef.current?.abort();
  }, [key, run]);

  const reload = useCallback(() => run(true), [run]);
  const update = useCallback((change: (data: T) => T) => {
    setState((current) =>
      current.status === 'success' ? { ...current, data: change(current.data) } : current,
    );
  }, []);
  return { ...state, reload, reloading, update };
}
