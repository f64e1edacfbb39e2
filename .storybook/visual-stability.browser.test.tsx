// The story baselines must mean the same with every browser build and still catch a change of
// ours. These tests picture a few controls with the browser-drawn parts drawn by our sheet
// (browser-drawn-parts.ts), then change one thing of ours at a time and expect the comparison,
// with the story tests' own tolerance (vitest.config.ts), to fail. Its one baseline is not
// rewritten by `--update` (the changes below would be written over it): delete
// __screenshots__/visual-stability.browser.test.tsx and run `npx vitest run --project visual`.
import { Button, Checkbox, TextArea } from '@scaffold/ui';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { drawBrowserPartsOurselves } from './browser-drawn-parts';

let root: Root | null = null;
let host: HTMLDivElement | null = null;

beforeAll(() => drawBrowserPartsOurselves());

afterEach(() => {
  act(() => root?.unmount());
  host?.remove();
  root = null;
  host = null;
});

/** Renders the controls into a fixed-size white frame and returns that frame. */
function picture(children: ReactNode): HTMLDivElement {
  host = document.createElement('div');
  host.style.cssText = 'width: 360px; padding: 16px; background: #fff;';
  document.body.append(host);
  root = createRoot(host);
  act(() => root?.render(children));
  return host;
}

const controls = (checked: boolean) => (
  <>
    <TextArea label="Notes" name="notes" disabled defaultValue="Lift 3 boarded." />
    <Checkbox label="Low stock only" name="low" checked={checked} onChange={() => {}} />
    <Button>Save inspection</Button>
  </>
);

/**
 * Whether the frame still matches the baseline `name` (written on the first run). A match answers
 * at once; a mismatch waits out the deadline, long enough for a screenshot on a loaded machine.
 */
async function matches(frame: HTMLElement, name: string): Promise<boolean> {
  try {
    await expect.element(page.elementLocator(frame), { timeout: 5000 }).toMatchScreenshot(name);
    return true;
  } catch {
    return false;
  }
}

describe('visual baselines', () => {
  it('picture the controls with the browser-drawn parts drawn by us', async () => {
    const frame = picture(controls(false));
    const textarea = frame.querySelector('textarea');
    expect(textarea && getComputedStyle(textarea).resize).toBe('none');
    const checkbox = frame.querySelector('input[type="checkbox"]');
    expect(checkbox && getComputedStyle(checkbox).appearance).toBe('none');
    expect(await matches(frame, 'controls')).toBe(true);
  });

  /** The unchanged picture matches; after `change` it must not. */
  async function failsAfter(change: (frame: HTMLDivElement) => void, checked = false) {
    const frame = picture(controls(false));
    expect(await matches(frame, 'controls')).toBe(true);
    if (checked) act(() => root?.render(controls(true)));
    change(frame);
    expect(await matches(frame, 'controls')).toBe(false);
  }

  it('still fail when a control moves by one pixel', async () => {
    await failsAfter((frame) => {
      frame.style.paddingTop = '17px';
    });
  });

  it('still fail when a colour of ours changes by a shade', async () => {
    await failsAfter((frame) => {
      const button = frame.querySelector('button');
      if (!button) throw new Error('no button');
      const [red = 0, green = 0, blue = 0] =
        getComputedStyle(button).backgroundColor.match(/\d+/g)?.map(Number) ?? [];
      button.style.backgroundColor = `rgb(${red}, ${Math.min(255, green + 12)}, ${blue})`;
    });
  });

  it("still fail when a checkbox's state changes", async () => {
    await failsAfter(() => {}, true);
  });

  it('still fail when a word changes', async () => {
    await failsAfter((frame) => {
      const textarea = frame.querySelector('textarea');
      if (!textarea) throw new Error('no textarea');
      textarea.value = 'Lift 4 boarded.';
    });
  });
});
