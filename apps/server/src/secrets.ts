// The keys made from the server's one secret (SERVER_SECRET): a key to sign access tokens, a key
// for the HMACs under which tag codes, signing tokens and media keys are kept, and a key to seal
// what must be read back (a tag's code, printed again). Each is derived for its purpose (HKDF), so
// no key serves two.
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface Keys {
  /** HS256 key of the access tokens. */
  tokenSigning: Uint8Array;
  /** An HMAC-SHA256 of a value for one purpose, as hex: how secrets are looked up and kept. */
  digest(
    purpose: 'tag-code' | 'signing-token' | 'media-key' | 'refresh-token',
    value: string,
  ): string;
  /** AES-256-GCM: `iv.tag.ciphertext` in base64url. */
  seal(text: string): string;
  /** The text sealed by seal(); throws on anything else. */
  open(sealed: string): string;
}

const derive = (secret: string, purpose: string) =>
  new Uint8Array(hkdfSync('sha256', secret, 'scaffold-server', purpose, 32));

export function keysFrom(secret: string): Keys {
  const tokenSigning = derive(secret, 'access-token');
  const hmacKey = derive(secret, 'digest');
  const sealKey = derive(secret, 'seal');
  return {
    tokenSigning,
    digest: (purpose, value) =>
      createHmac('sha256', hmacKey).update(`${purpose}:${value}`).digest('hex'),
    seal(text) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', sealKey, iv);
      const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
      return [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.');
    },
    open(sealed) {
      const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
      if (!iv || !tag || !body) throw new Error('not a sealed value');
      const decipher = createDecipheriv('aes-256-gcm', sealKey, iv);
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
    },
  };
}

/**
 * The secret kept beside an embedded database: made on the first start (256 random bits) and
 * readable by the owner only. A server on PostgreSQL takes SERVER_SECRET instead.
 */
export function secretInFolder(folder: string): string {
  const file = path.join(folder, 'server-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(folder, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}
