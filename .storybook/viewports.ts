// The story viewports, declared once: the preview offers them and sets the default; a story that
// needs another size names it in `globals` with one of these.
import { MINIMAL_VIEWPORTS } from 'storybook/viewport';

/**
 * The test runner's page is 1280 × 720: a taller story viewport is scaled down to fit, and scaled
 * rendering anti-aliases differently from run to run, so the default desktop viewport fits the
 * page (1200 × 700) and screenshots stay pixel-exact. `page` is the runner's own default size
 * (1200 × 900), kept for the whole-page screens (sign-in, landing, the app frame) whose baselines
 * were recorded at it. `mobile1` (320 × 568) and the other phones come from Storybook.
 */
export const STORY_VIEWPORTS = {
  ...MINIMAL_VIEWPORTS,
  desktop: { name: 'Desktop', styles: { width: '1200px', height: '700px' }, type: 'desktop' },
  page: { name: 'Whole page', styles: { width: '1200px', height: '900px' }, type: 'desktop' },
} as const;

type StoryViewport = keyof typeof STORY_VIEWPORTS;
const viewport = (value: StoryViewport) => ({ viewport: { value, isRotated: false } });

/** Every story's viewport unless it names another (`initialGlobals` in the preview). */
export const DESKTOP_VIEWPORT = viewport('desktop');

/** A whole page (a public screen, or one inside the app frame), at the runner's default size. */
export const PAGE_VIEWPORT = viewport('page');

/** The narrowest phone (320 × 568), for the 'Mobile' stories: `globals: PHONE_VIEWPORT`. */
export const PHONE_VIEWPORT = viewport('mobile1');
