import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** A new screen starts at the top of the page (links keep the scroll position otherwise). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each new path on purpose.
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
