import { emptyInspectionForm } from '@scaffold/domain';
import { describe, expect, it, vi } from 'vitest';
import {
  type DraftStorage,
  draftKey,
  isBlankDraft,
  readDraft,
  writeDraft,
} from './inspection-draft';

function memoryStorage(): DraftStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

const filled = () => {
  const values = emptyInspectionForm();
  values.temperature = '12';
  values.weather = 'rain';
  values.categories.safety.signage = { status: 'fail', notes: 'Sign missing' };
  values.photos['safety.signage'] = 'data:image/png;base64,AAAA';
  values.signatures.inspector = 'data:image/png;base64,BBBB';
  return values;
};

describe('inspection drafts', () => {
  it('keeps a draft per site and reads it back whole, photos and signatures included', () => {
    const storage = memoryStorage();
    expect(writeDraft(storage, 7, filled())).toBe('saved');
    expect(readDraft(storage, 7)).toEqual(filled());
    expect(readDraft(storage, 8)).toBeNull();
  });

  it('removes the draft when the form is blank again', () => {
    const storage = memoryStorage();
    writeDraft(storage, 7, filled());
    expect(writeDraft(storage, 7, emptyInspectionForm())).toBe('cleared');
    expect(storage.map.has(draftKey(7))).toBe(false);
    expect(isBlankDraft(emptyInspectionForm())).toBe(true);
    expect(isBlankDraft(filled())).toBe(false);
  });

  it('drops an unreadable or foreign draft instead of restoring it', () => {
    const storage = memoryStorage();
    storage.setItem(draftKey(1), '{not json');
    storage.setItem(draftKey(2), JSON.stringify({ version: 1, values: { weather: 'hail' } }));
    expect(readDraft(storage, 1)).toBeNull();
    expect(readDraft(storage, 2)).toBeNull();
    expect(storage.map.size).toBe(0);
  });

  it("reports 'failed' when storage refuses (quota) or is missing, without throwing", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const full: DraftStorage = {
      ...memoryStorage(),
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    expect(writeDraft(full, 7, filled())).toBe('failed');
    expect(writeDraft(null, 7, filled())).toBe('failed');
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});
