/**
 * Runs `work` once the page has loaded everything it asked for and the browser is idle (or after
 * two seconds of a busy one): work ahead of a person's next step never competes with the page
 * they are looking at.
 */
export function afterLoad(work: () => void): void {
  const idle = () => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout: 2000 });
    else setTimeout(work, 0);
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
