// Runs inside the page under test (bundled by esbuild, injected through each engine's driver):
// finds elements the way a person names them, with Testing Library's role and name rules, so
// the flows read the same in Chromium, Firefox and WebKit whatever protocol drives them.
import { queryAllByRole, queryAllByText } from '@testing-library/dom';
import type { Query, TextMatch } from './query';

function matches(text: TextMatch) {
  if (typeof text === 'string') return (actual: string) => actual.trim() === text;
  if ('prefix' in text) return (actual: string) => actual.trim().startsWith(text.prefix);
  const pattern = new RegExp(text.pattern, text.flags);
  return (actual: string) => pattern.test(actual);
}

function visible(element: Element) {
  return element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden';
}

function findAll(query: Query): HTMLElement[] {
  const container = query.within ? findAll(query.within)[0] : document.body;
  if (!container) return [];
  if (query.role) {
    const name = query.name === undefined ? undefined : matches(query.name);
    return queryAllByRole(container, query.role, {
      name: name ? (accessibleName) => name(accessibleName) : undefined,
      level: query.level,
    });
  }
  if (query.text !== undefined) {
    const text = matches(query.text);
    return queryAllByText(container, (_content, element) =>
      Boolean(element && text(element.textContent ?? '')),
    ).filter(visible);
  }
  if (query.labelledInput !== undefined) {
    // Controls hidden from the accessibility tree (a file input behind its button) by their
    // label's text.
    const text = matches(query.labelledInput);
    return [...container.querySelectorAll('label')]
      .filter((label) => text(label.textContent ?? ''))
      .map((label) => label.control)
      .filter((control): control is HTMLInputElement => control instanceof HTMLInputElement);
  }
  return [...container.querySelectorAll<HTMLElement>(query.css ?? '*')].filter(visible);
}

let marks = 0;

/** The element's box in viewport pixels. */
function viewportBox(selector: string) {
  const rect = document.querySelector(selector)?.getBoundingClientRect();
  return rect ? { x: rect.x, y: rect.y, width: rect.width, height: rect.height } : null;
}

const api = {
  /** Tags the match with a fresh attribute and returns a CSS selector for it, or null. */
  mark(query: Query): string | null {
    const element = findAll(query)[query.nth ?? 0];
    if (!element) return null;
    marks += 1;
    element.setAttribute('data-e2e-target', String(marks));
    element.scrollIntoView({ block: 'center', inline: 'center' });
    return `[data-e2e-target="${marks}"]`;
  },
  count(query: Query): number {
    return findAll(query).length;
  },
  box: viewportBox,
  /**
   * The element's box in the document's pixels: finding an element scrolls it to the middle of
   * the viewport, so its place in the viewport stays put while the page grows above it.
   */
  pageBox(selector: string) {
    const box = viewportBox(selector);
    return box ? { ...box, x: box.x + scrollX, y: box.y + scrollY } : null;
  },
  /** Every visible interactive control inside the match smaller than `minimum` in either side. */
  smallTargets(query: Query, minimum: number): string[] | null {
    const root = findAll(query)[0];
    if (!root) return null;
    const controls = root.querySelectorAll<HTMLElement>(
      'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [tabindex]:not([tabindex="-1"])',
    );
    return [...controls]
      .filter((control) => visible(control) && control.getAttribute('aria-hidden') !== 'true')
      .filter((control) => {
        const { width, height } = control.getBoundingClientRect();
        return width < minimum - 0.5 || height < minimum - 0.5;
      })
      .map((control) => {
        const { width, height } = control.getBoundingClientRect();
        const name =
          control.getAttribute('aria-label') ??
          (control.textContent?.trim() || control.getAttribute('name') || control.id);
        return `${control.tagName.toLowerCase()} '${name}' ${Math.round(width)}×${Math.round(height)}`;
      });
  },
};

declare global {
  interface Window {
    __e2e?: typeof api;
  }
}

window.__e2e = api;
