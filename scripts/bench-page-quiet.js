// In-page helper of both benchmarks (scripts/bench-reads.ts, scripts/bench-scale.ts), installed
// before the page's own scripts (addInitScript by path: plain JavaScript, as the browser runs it).
// `window.__benchQuiet(quietMs, timeoutMs)` resolves (with the time waited) once nothing in the
// page has changed for `quietMs` and the main thread has been idle, or after `timeoutMs`.
(() => {
  window.__benchQuiet = (quietMs, timeoutMs) =>
    new Promise((resolve) => {
      let last = performance.now();
      const observer = new MutationObserver(() => {
        last = performance.now();
      });
      observer.observe(document, {
        subtree: true,
        childList: true,
        attributes: true,
        characterData: true,
      });
      const started = performance.now();
      const wait = () =>
        requestIdleCallback(() => {
          const now = performance.now();
          if (now - last >= quietMs || now - started > timeoutMs) {
            observer.disconnect();
            resolve(now - started);
          } else setTimeout(wait, 50);
        });
      wait();
    });
})();
