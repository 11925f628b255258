import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { indexScriptHashes, inlineScriptHashes } from './index-scripts';

const sha = (text: string) =>
  `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`;

describe('inline script hashes of index.html', () => {
  it('hashes inline scripts exactly as written, and skips scripts with a src and JSON data', () => {
    const html =
      '<head><script type="module" crossorigin src="/assets/index-1.js"></script>' +
      '<script type="application/json" id="start-up-files">{"ticketsPage":[]}</script>' +
      '<script>(()=>{go()})();</script><script>\n  two();\n</script></head>';
    expect(inlineScriptHashes(html)).toEqual([sha('(()=>{go()})();'), sha('\n  two();\n')]);
  });

  it('follows a rebuilt index.html and gives none without a build', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atende-index-'));
    const file = path.join(dir, 'index.html');
    fs.writeFileSync(file, '<script>one()</script>');
    const hashes = indexScriptHashes(dir);
    expect(hashes()).toEqual([sha('one()')]);
    fs.writeFileSync(file, '<script>two()</script>');
    fs.utimesSync(file, new Date(), new Date(Date.now() + 5_000));
    expect(hashes()).toEqual([sha('two()')]);
    fs.rmSync(dir, { recursive: true, force: true });
    expect(hashes()).toEqual([]);
    expect(indexScriptHashes(undefined)()).toEqual([]);
  });
});
