import { memoryStorage } from '@scaffold/mocks';
import { describe, expect, it } from 'vitest';
import { sessionStorageRoute } from './session-atoms';

const session = (remember?: boolean) => JSON.stringify({ access: 'a', refresh: 'r', remember });

describe('where the session is kept', () => {
  it("keeps a remembered session on the device (localStorage), another in the tab's storage", () => {
    const tab = memoryStorage();
    const device = memoryStorage();
    const route = sessionStorageRoute(
      () => tab,
      () => device,
    );
    route.setItem('authState', session(true));
    expect(device.getItem('authState')).toBe(session(true));
    expect(tab.getItem('authState')).toBeNull();

    // One session per browser: signing in unticked replaces the remembered one, and back.
    route.setItem('authState', session(false));
    expect(tab.getItem('authState')).toBe(session(false));
    expect(device.getItem('authState')).toBeNull();
    route.setItem('authState', session());
    expect(tab.getItem('authState')).toBe(session());
    route.setItem('authState', session(true));
    expect(tab.getItem('authState')).toBeNull();
    expect(route.getItem('authState')).toBe(session(true));

    route.removeItem('authState');
    expect(route.getItem('authState')).toBeNull();
  });

  it("reads the tab's own session before the device's", () => {
    const route = sessionStorageRoute(
      () => memoryStorage({ authState: session(false) }),
      () => memoryStorage({ authState: session(true) }),
    );
    expect(route.getItem('authState')).toBe(session(false));
  });
});
