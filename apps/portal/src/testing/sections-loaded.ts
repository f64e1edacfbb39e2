import { expect, waitFor } from 'storybook/test';

/**
 * Waits until no section inside `root` is loading (`aria-busy`). A play function that acts while
 * a panel is still loading races it: on a busy machine the panel's data came after the next click
 * and the browser's scroll anchoring left the page at another position than in the baseline.
 */
export async function sectionsLoaded(root: HTMLElement): Promise<void> {
  await waitFor(() => expect(root.querySelector('section[aria-busy="true"]')).toBeNull());
}
