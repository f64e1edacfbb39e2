import { LoadingState } from '@scaffold/ui';

/** Shown while a screen's chunk loads. */
export function RouteLoading() {
  return <LoadingState label="Loading..." />;
}
