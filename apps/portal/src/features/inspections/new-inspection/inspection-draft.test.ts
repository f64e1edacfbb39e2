import { emptyInspectionForm } from '@scaffold/domain';
import { describe, expect, it, vi } from 'vitest';
import {
  DRAFT_LIFETIME_DAYS,
  type DraftStorage,
  draftKey,
  draftSlot,
  isBlankDraft,
  readDraft,
  writeDraft,
} from './inspection-draft';

const STAFF = { customer_id: 1, email: 'staff@demo.scaffold.test' };
const ADMIN = { customer_id: 1, email: 'admin@demo.scaffold.test' };
const at = (siteId: number, owner = STAFF) => draftSlot(owner, siteId);
const DAY_MS = 86_400_000;

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
    expect(writeDraft(storage, at(7), filled())).toBe('saved');
    expect(readDraft(storage, at(7))).toEqual(filled());
    expect(readDraft(storage, at(8))).toBeNull();
  });

  it('removes the draft when the form is blank again', () => {
    const storage = memoryStorage();
    writeDraft(storage, at(7), filled());
    expect(writeDraft(storage, at(7), emptyInspectionForm())).toBe('cleared');
    expect(storage.map.has(draftKey(at(7)))).toBe(false);
    expect(isBlankDraft(emptyInspectionForm())).toBe(true);
    expect(isBlankDraft(filled())).toBe(false);
  });

  it('drops an unreadable or foreign draft instead of restoring it', () => {
    const storage = memoryStorage();
    storage.setItem(draftKey(at(1)), '{not json');
    storage.setItem(
      draftKey(at(2)),
      JSON.stringify({ version: 2, savedAt: Date.now(), values: { weather: 'hail' } }),
    );
    expect(readDraft(storage, at(1))).toBeNull();
    expect(readDraft(storage, at(2))).toBeNull();
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
    expect(writeDraft(full, at(7), filled())).toBe('failed');
    expect(writeDraft(null, at(7), filled())).toBe('failed');
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  it('belongs to its user: another person signed in on the tablet does not see it', () => {
    const storage = memoryStorage();
    writeDraft(storage, at(7, STAFF), filled());
    expect(readDraft(storage, at(7, ADMIN))).toBeNull();
    expect(readDraft(storage, at(7, { ...STAFF, customer_id: 2 }))).toBeNull();
    expect(readDraft(storage, at(7, { ...STAFF, email: ' Staff@Demo.Scaffold.Test ' }))).toEqual(
      filled(),
    );
    // The key does not spell out whose draft it is.
    expect([...storage.map.keys()].join()).not.toContain('staff');
  });

  it(`expires ${DRAFT_LIFETIME_DAYS} days after it was last written`, () => {
    const storage = memoryStorage();
    const written = Date.parse('2026-11-01T08:00:00Z');
    writeDraft(storage, at(7), filled(), written);
    expect(readDraft(storage, at(7), written + DRAFT_LIFETIME_DAYS * DAY_MS)).toEqual(filled());
    expect(readDraft(storage, at(7), written + DRAFT_LIFETIME_DAYS * DAY_MS + 1)).toBeNull();
    expect(storage.map.size).toBe(0);
  });

  it('removes a draft saved before drafts had owners, without showing it to anyone', () => {
    const storage = memoryStorage();
    storage.setItem(
      'scaffold:inspection-draft:7',
      JSON.stringify({ version: 1, values: filled() }),
    );
    expect(readDraft(storage, at(7))).toBeNull();
    expect(storage.map.size).toBe(0);
  });
});
