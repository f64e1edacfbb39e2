// Runs before every story test in the browser: stable rendering, then one visual baseline per story.
import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';
import { drawBrowserPartsOurselves } from './browser-drawn-parts';

const freezeMotion = document.createElement('style');
freezeMotion.textContent = `*, *::before, *::after {
  animation-duration: 0s !important; animation-delay: 0s !important;
  transition-duration: 0s !important; transition-delay: 0s !important;
  caret-color: transparent !important;
}`;
document.head.append(freezeMotion);

drawBrowserPartsOurselves();

const baselineName = (storyName: string) => storyName.replace(/[^\w-]+/g, '-').toLowerCase();

/**
 * Paints the whole page again before the screenshot, so the picture never depends on which parts
 * the browser repainted along the way (incremental repaints anti-alias rounded corners and text
 * edges a pixel or two differently from run to run). A near-1 opacity on the root repaints every
 * layer while keeping scroll positions and focus, which many stories show.
 */
async function repaintWholePage(): Promise<void> {
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  const root = document.documentElement;
  const opacity = root.style.opacity;
  root.style.opacity = '0.999';
  await frame();
  root.style.opacity = opacity;
  await document.fonts.ready;
  await frame();
  await frame();
}

const BUSY_SECTION = 'section[aria-busy="true"]';

/**
 * Waits until no section is busy (at most 3 s, then the picture shows what there is): a panel
 * that loads on its own after the play function ended (a site's recent movements) is pictured
 * loaded, not half way. Each change of the page is checked, no polling.
 */
function sectionsSettled(): Promise<void> {
  if (!document.querySelector(BUSY_SECTION)) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(deadline);
      resolve();
    };
    const observer = new MutationObserver(() => {
      if (!document.querySelector(BUSY_SECTION)) done();
    });
    const deadline = setTimeout(done, 3000);
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-busy'],
    });
  });
}

type StoryTestContext = { story?: { parameters?: { screenshot?: false } } };

afterEach(async (context) => {
  if (context.task.result?.state === 'fail') return;
  if ((context as unknown as StoryTestContext).story?.parameters?.screenshot === false) return;
  await sectionsSettled();
  await repaintWholePage();
  // The matcher takes pictures until two in a row agree; on a busy machine that takes more than
  // its default second.
  await expect
    .element(page.elementLocator(document.body), { timeout: 10_000 })
    .toMatchScreenshot(baselineName(context.task.name));
});
