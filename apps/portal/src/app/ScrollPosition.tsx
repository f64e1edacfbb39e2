import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** Where the page was scrolled to on each history entry, by location key. */
const positions = new Map<string, number>();

/** How long Back at most waits for a screen's data to make the page tall enough again. */
const RESTORE_FOR_MS = 5000;

/** Frames the page's height must hold still before a reached position counts as restored. */
const SETTLED_FRAMES = 10;

/** Events that mean the person is scrolling themselves: restoring stops. */
const TAKE_OVER = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Scrolls the page for navigations: a new screen starts at the top; Back and Forward return to
 * where that entry was left. A screen fills in once its data arrives, so the position is held
 * on each frame until the page is tall enough and stops growing, for up to five seconds, unless
 * the person scrolls first. A change of query only (a filter) keeps the position.
 */
export function ScrollPosition() {
  const { key, pathname } = useLocation();
  const navigationType = useNavigationType();
  const shownPath = useRef(pathname);

  useEffect(() => {
    // The browser's own restoration would jump before the screen is drawn.
    window.history.scrollRestoration = 'manual';
  }, []);

  // Keep the position of the entry on screen up to date (reading it on leaving would be too late:
  // the next screen may already have made the page shorter).
  useEffect(() => {
    let frame = 0;
    const remember = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => positions.set(key, window.scrollY));
    };
    window.addEventListener('scroll', remember, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', remember);
    };
  }, [key]);

  useLayoutEffect(() => {
    const pathChanged = shownPath.current !== pathname;
    shownPath.current = pathname;
    const saved = positions.get(key);
    if (navigationType !== 'POP' || saved === undefined) {
      if (pathChanged) window.scrollTo(0, 0);
      return;
    }
    let frame = 0;
    let lastHeight = -1;
    let stillFrames = 0;
    const started = performance.now();
    const stop = () => {
      cancelAnimationFrame(frame);
      for (const type of TAKE_OVER) window.removeEventListener(type, stop);
    };
    // Reaching the position once is not enough: a section that fills in above it afterwards
    // moved the page (scroll anchoring) by a card's height. Held until the page stops growing.
    const restore = () => {
      window.scrollTo(0, saved);
      const height = document.documentElement.scrollHeight;
      stillFrames = height === lastHeight ? stillFrames + 1 : 0;
      lastHeight = height;
      const reached = Math.abs(window.scrollY - saved) < 1;
      if (
        (reached && stillFrames >= SETTLED_FRAMES) ||
        performance.now() - started > RESTORE_FOR_MS
      ) {
        stop();
      } else frame = requestAnimationFrame(restore);
    };
    for (const type of TAKE_OVER) window.addEventListener(type, stop, { passive: true });
    restore();
    return stop;
  }, [key, pathname, navigationType]);

  return null;
}
