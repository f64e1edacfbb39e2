// Runs before every story test in the browser: stable rendering, then one visual baseline per story.
import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';

const freezeMotion = document.createElement('style');
freezeMotion.textContent = `*, *::before, *::after {
  animation-duration: 0s !important; animation-delay: 0s !important;
  transition-duration: 0s !important; transition-delay: 0s !important;
  caret-color: transparent !important;
}`;
document.head.append(freezeMotion);

const baselineName = (storyName: string) => storyName.replace(/[^\w-]+/g, '-').toLowerCase();

type StoryTestContext = { story?: { parameters?: { screenshot?: false } } };

afterEach(async (context) => {
  if (context.task.result?.state === 'fail') return;
  if ((context as unknown as StoryTestContext).story?.parameters?.screenshot === false) return;
  await document.fonts.ready;
  await expect
    .element(page.elementLocator(document.body))
    .toMatchScreenshot(baselineName(context.task.name));
});
