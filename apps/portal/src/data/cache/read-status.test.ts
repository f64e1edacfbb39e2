import { ApiError, ApiNetworkError } from '@scaffold/api-client';
import { describe, expect, it } from 'vitest';
import { offlineReadAt, oldestReadAt } from './read-status';

const at = (iso: string) => Date.parse(iso);
const offline = new ApiNetworkError('GET /api/inspection_sites/');

describe('the offline copy’s read time on screen', () => {
  it('is the kept answer’s when its read failed for want of a connection', () => {
    const read = { data: {}, error: offline, dataUpdatedAt: at('2026-11-20T07:25:00Z') };
    expect(offlineReadAt(read)?.toISOString()).toBe('2026-11-20T07:25:00.000Z');
  });

  it('is none while the read is out, after another failure, or with nothing shown', () => {
    const kept = { data: {}, dataUpdatedAt: at('2026-11-20T07:25:00Z') };
    expect(offlineReadAt({ ...kept, error: null })).toBeNull();
    expect(offlineReadAt({ ...kept, error: new ApiError(500, {}) })).toBeNull();
    expect(offlineReadAt({ data: undefined, error: offline, dataUpdatedAt: 0 })).toBeNull();
  });

  it('of a screen built on several reads is the oldest of those that failed', () => {
    const figures = new Date('2026-11-20T07:30:00Z');
    const rows = new Date('2026-11-20T07:25:00Z');
    expect(oldestReadAt(figures, rows)).toEqual(rows);
    expect(oldestReadAt(figures, null)).toEqual(figures);
    expect(oldestReadAt(null, null)).toBeNull();
  });
});
