import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/**
 * CSP sources ('sha256-…') of the scripts that index.html carries inline: the start-up script
 * the build writes (apps/web/build/inline-start-up.ts). Scripts with a src are covered by
 * 'self'; a JSON data block is never run.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes) || /\btype\s*=\s*["']?application\/json/i.test(attributes)) {
      continue;
    }
    hashes.push(`'sha256-${crypto.createHash('sha256').update(body).digest('base64')}'`);
  }
  return hashes;
}

/**
 * The hashes of the built index.html, read again when the file changes (the server serves a
 * rebuilt app without a restart). None without a build.
 */
export function indexScriptHashes(webDist: string | undefined): () => readonly string[] {
  if (!webDist) return () => [];
  const file = path.join(webDist, 'index.html');
  let seen: { mtimeMs: number; hashes: string[] } | null = null;
  return () => {
    try {
      const { mtimeMs } = fs.statSync(file);
      if (seen?.mtimeMs !== mtimeMs) {
        seen = { mtimeMs, hashes: inlineScriptHashes(fs.readFileSync(file, 'utf8')) };
      }
      return seen.hashes;
    } catch {
      return [];
    }
  };
}
