import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Seals channel secrets (access tokens, app secrets) before they reach the database. */
export interface SecretBox {
  seal(plain: string): string;
  open(sealed: string): string;
}

const VERSION = 'v1';

/**
 * AES-256-GCM with a key generated once and kept in DATA_DIR/channel-secrets.key (mode 0600):
 * a database dump alone reveals no channel credentials. There is never a key in code.
 */
export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('channel secrets key must have 32 bytes');
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return [VERSION, iv, tag, data]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.');
    },
    open(sealed) {
      const [version, iv, tag, data] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || data === undefined) {
        throw new Error('unreadable sealed secret');
      }
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(data, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}

export function resolveChannelKey(dataDir: string): Buffer {
  const file = path.join(dataDir, 'channel-secrets.key');
  const read = () => Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
  if (fs.existsSync(file)) return read();
  fs.mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32);
  try {
    // 'wx': two processes starting together on one DATA_DIR keep the first one's key
    fs.writeFileSync(file, key.toString('base64'), { mode: 0o600, flag: 'wx' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    return read();
  }
  return key;
}
