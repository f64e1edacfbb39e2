import { describe, expect, it } from 'vitest';
import { inspectionMedia } from './inspections-reads';

describe('inspectionMedia', () => {
  it("lists an inspection's photos in the details' order, then its signatures", () => {
    const media = inspectionMedia({
      items: [
        { name: 'base_plates', status: 'pass', passed: true, notes: null },
        { name: 'ground_conditions', status: 'pass', passed: true, notes: null },
      ],
      photos: [
        { id: 1, item_key: 'base_plates', photo: '/api/media/10?key=a' },
        { id: 2, item_key: 'ground_conditions', photo: '/api/media/11?key=b' },
      ],
      signatures: [{ id: 3, role: 'inspector', signature: '/api/media/12?key=c' }],
    } as never);
    expect(media).toHaveLength(3);
    expect(new Set(media.slice(0, 2))).toEqual(
      new Set(['/api/media/10?key=a', '/api/media/11?key=b']),
    );
    expect(media[2]).toBe('/api/media/12?key=c');
  });
});
