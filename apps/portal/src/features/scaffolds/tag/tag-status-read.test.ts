// A scan is logged when a person opens the tag page: the status is read once per opening, never
// again by a return to the tab or the network coming back (each read is a logged scan, and
// spends the public rate limit).
import { focusManager, onlineManager, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { portalQueries } from '../../../data/cache/portal-queries';
import { createPortalServices } from '../../../services/portal-services';
import { tagStatusRead } from '../scaffold-queries';

const ANSWER = { tag: { code: 'T', status: 'green' } } as never;

describe('the tag status read', () => {
  it('reads once per opening, not on focus or reconnect, and again when the page opens again', async () => {
    const { client } = portalQueries(createPortalServices({ offlineCopy: false }));
    const getTagStatus = vi.fn(async () => ANSWER);
    const options = tagStatusRead({ getTagStatus }, () => new Date(), 'ABC123');
    const opened = new QueryObserver(client, options);
    const stop = opened.subscribe(() => undefined);
    await vi.waitFor(() => expect(opened.getCurrentResult().isSuccess).toBe(true));
    // Long after the read (it would count as stale), the person comes back to the tab.
    await client.invalidateQueries({ queryKey: options.queryKey, refetchType: 'none' });
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    onlineManager.setOnline(false);
    onlineManager.setOnline(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(opened.getCurrentResult().isFetching).toBe(false);
    expect(getTagStatus).toHaveBeenCalledTimes(1);
    stop();
    focusManager.setFocused(undefined);

    // The page opened again: a new scan.
    const again = new QueryObserver(client, options);
    const stopAgain = again.subscribe(() => undefined);
    await vi.waitFor(() => expect(getTagStatus).toHaveBeenCalledTimes(2));
    stopAgain();
  });
});
