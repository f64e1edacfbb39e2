// The page side of scripts/bench-reads.ts, installed in every page before its own scripts
// (addInitScript by path: plain JavaScript, as tsx's transform would add helpers that the
// browser does not have). One armed measurement at a time, as in scripts/bench-scale.ts:
// - start: the timeStamp of the first trusted pointerdown/keydown (the click that starts it);
// - end: once the expected state holds (checked on every DOM mutation and every animation
//   frame), the time of a message task posted from the next animation frame, i.e. the state is
//   painted and the main thread is free for the next input.
// The screens' routes come from scripts/bench-reads.ts (config/paths.ts), set before this script.
(() => {
  const routes = window.__benchPaths;
  if (routes === undefined) throw new Error('bench-reads-page.js: window.__benchPaths is not set');
  performance.setResourceTimingBufferSize(100_000);

  const afterPaint = () =>
    new Promise((resolve) =>
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(performance.now());
        channel.port2.postMessage(null);
      }),
    );
  const shown = (element) => element != null && element.getClientRects().length > 0;
  /** Something in `root` still loading: aria-busy, or a LoadingState ('Loading …'). */
  const busy = (root) =>
    root.querySelector('[aria-busy="true"]') !== null ||
    [...root.querySelectorAll('[role="status"]')].some((status) =>
      (status.textContent ?? '').trim().startsWith('Loading'),
    );
  const main = () => document.querySelector('main');
  const onPath = (path) => location.pathname === path;
  const usable = (path, marker) => {
    const root = main();
    return onPath(path) && root !== null && shown(root.querySelector(marker)) && !busy(root);
  };
  const target = () => document.querySelector('[data-bench-target]');
  const photos = (root) =>
    [...root.querySelectorAll('img')].filter((image) => / photo( \d+)?$/.test(image.alt));

  /** 'Usable': the screen's main content is drawn and nothing in <main> is still loading. */
  const states = {
    dashboard: () => usable(routes.dashboard, 'section[aria-label="Key figures"]'),
    sites: () => {
      // The 'Clients here:' list with its first client row (as bench-scale.mjs).
      const heading = [...document.querySelectorAll('main h2')].find(
        (h2) => h2.textContent === 'Clients here:',
      );
      const section = heading?.closest('section');
      return (
        onPath(routes.sites) &&
        section != null &&
        shown(section.querySelector('li button[aria-expanded]')) &&
        !busy(main())
      );
    },
    inspections: () =>
      usable(routes.inspections, 'button[aria-controls$="-inspections"][aria-expanded]'),
    /** The marked row is open and its history drawn (entries or 'no inspections yet'). */
    history: () => {
      const button = target();
      if (button?.getAttribute('aria-expanded') !== 'true') return false;
      const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
      return panel !== null && !panel.hidden && panel.firstElementChild !== null && !busy(panel);
    },
    /**
     * The details modal with its checklist, and its first photo decoded and drawn. Photos load
     * lazily, as a user scrolls: the check scrolls the first into view, as a user would.
     */
    details: () => {
      const dialog = document.querySelector('dialog[open]');
      if (dialog === null || busy(dialog)) return false;
      if (dialog.querySelector('section[aria-label="Checklist"]') === null) return false;
      const [first] = photos(dialog);
      if (first === undefined) return true;
      if (!first.dataset.benchScrolled) {
        first.dataset.benchScrolled = 'yes';
        first.scrollIntoView({ block: 'center' });
      }
      return first.complete && first.naturalWidth > 0;
    },
  };

  let armed = null;
  let latest = null;
  const takeStart = (event) => {
    if (armed && armed.start === null && event.isTrusted) armed.start = event.timeStamp;
  };
  for (const type of ['pointerdown', 'mousedown', 'keydown']) {
    window.addEventListener(type, takeStart, { capture: true });
  }

  function arm(state, timeoutMs) {
    const measurement = { start: null };
    armed = measurement;
    latest = measurement;
    measurement.done = new Promise((resolve, reject) => {
      const cleanups = [];
      const finish = (value, error) => {
        for (const cleanup of cleanups) cleanup();
        if (armed === measurement) armed = null;
        if (error) reject(error);
        else resolve(value);
      };
      const timer = setTimeout(
        () => finish(null, new Error(`timed out waiting for ${state}`)),
        timeoutMs,
      );
      cleanups.push(() => clearTimeout(timer));
      let seen = false;
      const check = () => {
        if (seen || measurement.start === null || !states[state]()) return;
        seen = true;
        void afterPaint().then((end) => finish({ start: measurement.start, end }));
      };
      // scripts/bench-page-watch.js, installed before this script.
      cleanups.push(window.__benchWatch(check));
    });
    measurement.done.catch(() => {});
  }

  window.__benchReads = {
    arm,
    result: () => (latest ? latest.done : Promise.reject(new Error('nothing armed'))),
    photoCount: () => {
      const dialog = document.querySelector('dialog[open]');
      return dialog === null ? 0 : photos(dialog).length;
    },
  };
})();
