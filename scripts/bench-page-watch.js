// In-page helper of both benchmarks (scripts/bench-reads-page.js, scripts/bench-scale.ts),
// installed before the page's own scripts (addInitScript by path: plain JavaScript, as the
// browser runs it). `window.__benchWatch(check)` runs `check` on every DOM mutation (right after
// React commits) and on every animation frame (a state that holds without a mutation, such as a
// layout or a decoded image), until the function it returns is called.
(() => {
  window.__benchWatch = (check) => {
    const observer = new MutationObserver(check);
    observer.observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
    let frame = 0;
    const poll = () => {
      check();
      frame = requestAnimationFrame(poll);
    };
    frame = requestAnimationFrame(poll);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  };
})();
