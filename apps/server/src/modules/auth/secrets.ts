import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

/**
 * The JWT signing secret: JWT_SECRET when set, else generated once and kept in
 * DATA_DIR/secrets.json (mode 0600). There is never a default in code.
 */
export function resolveJwtSecret(opts: { configured?: string; dataDir: string }): string {
  if (opts.configured) return opts.configured;
  const file = path.join(opts.dataDir, 'secrets.json');
  if (fs.existsSync(file)) {
    const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as { jwtSecret?: string };
    if (stored.jwtSecret) return stored.jwtSecret;
  }
  fs.mkdirSync(opts.dataDir, { recursive: true });
  const jwtSecret = randomBytes(48).toString('base64url');
  fs.writeFileSync(file, JSON.stringify({ jwtSecret }, null, 2), { mode: 0o600 });
  return jwtSecret;
}
