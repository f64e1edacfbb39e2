import { describe, expect, it } from 'vitest';
import { mediaUrl } from '../api/media';
import { rowPhotos } from './inspections';

const item = (name: string, category: string) => ({ name, category, passed: true, notes: '' });

describe('rowPhotos', () => {
  it('names the first two media URLs in the order the details show them', () => {
    const photos = rowPhotos({
      items: [item('ties', 'Ties'), item('boards', 'Platforms')],
      photos: [
        { item_key: 'ties', photo: mediaUrl(3, 'c') },
        { item_key: 'boards', photo: mediaUrl(1, 'a') },
        { item_key: 'boards', photo: mediaUrl(2, 'b') },
      ],
    } as never);
    // The details list the categories as first seen here (neither is of the checklist).
    expect(photos).toEqual([mediaUrl(3, 'c'), mediaUrl(1, 'a')]);
  });

  it('leaves out data URLs (a spec-only answer carries the bytes) and an inspection without photos', () => {
    expect(
      rowPhotos({
        items: [item('ties', 'Ties')],
        photos: [{ item_key: 'ties', photo: 'data:image/png;base64,iVBORw0KGgo=' }],
      } as never),
    ).toEqual([]);
    expect(rowPhotos({ items: [], photos: [] } as never)).toEqual([]);
  });
});
