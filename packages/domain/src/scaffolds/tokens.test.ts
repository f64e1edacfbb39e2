import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SIGNING_TOKEN_PATTERN, TAG_CODE_PATTERN } from '../schemas';
import { canHandOver, canMoveLife, lifeAfterInspection, manualLifeMoves } from './life';
import { nextTagNumber, sameTagNumber } from './tag-number';
import {
  base64Url,
  isSigningToken,
  isTagCode,
  newSigningToken,
  newTagCode,
  SIGNING_TOKEN_BYTES,
  signingLinkExpiry,
  signingLinkState,
  TAG_CODE_BYTES,
} from './tokens';

describe('the token rules', () => {
  it('makes tag codes of at least 128 random bits and signing tokens of 256, as base64url', () => {
    expect(TAG_CODE_BYTES * 8).toBeGreaterThanOrEqual(128);
    expect(SIGNING_TOKEN_BYTES * 8).toBe(256);
    const code = newTagCode();
    const token = newSigningToken();
    expect(code).toMatch(TAG_CODE_PATTERN);
    expect(token).toMatch(SIGNING_TOKEN_PATTERN);
    expect(isTagCode(code) && isSigningToken(token)).toBe(true);
    expect(isTagCode(token) || isSigningToken(code)).toBe(false);
  });

  it('spends every random byte: different bytes give different codes', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: TAG_CODE_BYTES, maxLength: TAG_CODE_BYTES }),
        fc.nat({ max: TAG_CODE_BYTES - 1 }),
        (bytes, at) => {
          const other = Uint8Array.from(bytes);
          other[at] = ((other[at] ?? 0) + 1) % 256;
          const fixed = (source: Uint8Array) => (target: Uint8Array<ArrayBuffer>) => {
            target.set(source);
            return target;
          };
          const code = newTagCode(fixed(bytes));
          expect(code).toMatch(TAG_CODE_PATTERN);
          expect(newTagCode(fixed(other))).not.toBe(code);
        },
      ),
      { numRuns: 100 },
    );
  }, 30_000);

  it('writes base64url without padding, safe in a path', () => {
    expect(base64Url(Uint8Array.from([251, 255, 191]))).toBe('-_-_');
    expect(base64Url(Uint8Array.from([1]))).toBe('AQ');
  });

  it('never draws the same code twice in a thousand', () => {
    const codes = new Set(Array.from({ length: 1000 }, () => newTagCode()));
    expect(codes.size).toBe(1000);
  });

  it('accepts nothing but the exact shape: no padding, no slashes, no other length', () => {
    expect(isTagCode('A'.repeat(22))).toBe(true);
    for (const bad of [
      'A'.repeat(21),
      'A'.repeat(23),
      `${'A'.repeat(21)}=`,
      `${'A'.repeat(21)}/`,
    ]) {
      expect(isTagCode(bad), bad).toBe(false);
    }
    expect(isSigningToken(`${'a'.repeat(42)}-`)).toBe(true);
    expect(isSigningToken('../../etc/passwd')).toBe(false);
  });
});

describe('signing links', () => {
  const created = new Date('2026-11-20T09:00:00Z');
  const link = {
    expires_at: signingLinkExpiry(created).toISOString(),
    used_at: null,
    revoked_at: null,
  };

  it('work for 7 days, single use, until withdrawn', () => {
    expect(link.expires_at).toBe('2026-11-27T09:00:00.000Z');
    expect(signingLinkState(link, created)).toBe('open');
    expect(signingLinkState(link, new Date('2026-11-27T08:59:59.999Z'))).toBe('open');
    expect(signingLinkState(link, new Date('2026-11-27T09:00:00Z'))).toBe('expired');
    expect(signingLinkState({ ...link, revoked_at: created.toISOString() }, created)).toBe(
      'revoked',
    );
    expect(signingLinkState({ ...link, used_at: created.toISOString() }, created)).toBe('used');
  });

  it('stay used once used, whatever happens to them after', () => {
    const used = { ...link, used_at: created.toISOString(), revoked_at: created.toISOString() };
    expect(signingLinkState(used, new Date('2027-01-01T00:00:00Z'))).toBe('used');
  });

  it('count a link with an unreadable expiry as expired', () => {
    expect(signingLinkState({ ...link, expires_at: 'soon' }, created)).toBe('expired');
  });
});

describe('the life of a scaffold', () => {
  it('moves by hand only along the life, and never back from struck', () => {
    expect(manualLifeMoves('struck')).toEqual([]);
    expect(canMoveLife('erecting', 'in_use')).toBe(false);
    expect(canMoveLife('erecting', 'handed_over')).toBe(false);
    expect(canMoveLife('in_use', 'altered')).toBe(true);
    expect(canMoveLife('dismantling', 'struck')).toBe(true);
    expect(canMoveLife('dismantling', 'in_use')).toBe(false);
  });
  it('is handed over when just erected or altered since, and put in use by a passing inspection', () => {
    expect(canHandOver('erecting') && canHandOver('altered')).toBe(true);
    expect(canHandOver('in_use') || canHandOver('struck')).toBe(false);
    expect(lifeAfterInspection('handed_over', true)).toBe('in_use');
    expect(lifeAfterInspection('altered', true)).toBe('in_use');
    expect(lifeAfterInspection('altered', false)).toBe('altered');
    expect(lifeAfterInspection('in_use', false)).toBe('in_use');
  });
});

describe('tag numbers', () => {
  it('continue after the highest T-number, ignoring others', () => {
    expect(nextTagNumber([])).toBe('T-0001');
    expect(nextTagNumber(['T-0009', 't-0012', 'NORTH-1', 'T-12a'])).toBe('T-0013');
    expect(nextTagNumber(['T-9999'])).toBe('T-10000');
    expect(sameTagNumber(' t-0012', 'T-0012')).toBe(true);
  });
});
