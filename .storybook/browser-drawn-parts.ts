/**
 * The parts of a page the browser draws by itself are drawn differently by different builds of
 * the same browser: Chromium 150 and 156 draw a textarea's resize grip with different pixels,
 * and scrollbars and native checkboxes have changed look between releases before. Which build a
 * machine has is not ours to choose (Debian delivers 150 on some machines, 156 on others), so in
 * the pictures these parts are drawn by this sheet instead, at the size and in the state the
 * browser gives them: a baseline means the same on every machine, and a change of ours (text,
 * colour, spacing, a checkbox's state, a scrollbar appearing) still fails
 * (.storybook/visual-stability.browser.test.tsx shows both).
 */
export const BROWSER_DRAWN_PARTS = `
textarea { resize: none !important; }
::-webkit-scrollbar { width: 15px; height: 15px; background: #ececec; }
::-webkit-scrollbar-thumb { background: #9a9a9a; border: 4px solid #ececec; border-radius: 8px; }
::-webkit-scrollbar-corner { background: #ececec; }
::-webkit-scrollbar-button { display: none; }
input[type='checkbox'], input[type='radio'] {
  appearance: none !important; border: 2px solid #4a5361; border-radius: 4px; background: #fff;
}
input[type='radio'] { border-radius: 50%; }
input[type='checkbox']:checked, input[type='radio']:checked {
  background: #1f6f4a; border-color: #1f6f4a; box-shadow: inset 0 0 0 3px #fff;
}
input[type='checkbox']:disabled, input[type='radio']:disabled { opacity: 0.5; }
::-webkit-calendar-picker-indicator { opacity: 0; }
`;

/** Adds the sheet to the test page once (the story tests share one page). */
export function drawBrowserPartsOurselves(): void {
  if (document.getElementById('browser-drawn-parts')) return;
  const sheet = document.createElement('style');
  sheet.id = 'browser-drawn-parts';
  sheet.textContent = BROWSER_DRAWN_PARTS;
  document.head.append(sheet);
}
