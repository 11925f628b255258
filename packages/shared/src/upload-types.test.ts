import { describe, expect, it } from 'vitest';
import { isAllowedUpload, UPLOAD_ACCEPT } from './upload-types';

describe('upload types', () => {
  it('the file input offers only types the server takes', () => {
    const types = UPLOAD_ACCEPT.split(',').filter((t) => !t.startsWith('.'));
    for (const type of types) expect(isAllowedUpload(type.replace('*', 'ogg'))).toBe(true);
  });

  it('refuses scripts, programs and files the browser could not type', () => {
    for (const type of ['application/x-sh', 'application/x-msdownload', 'text/html', '']) {
      expect(isAllowedUpload(type)).toBe(false);
    }
    expect(isAllowedUpload('application/octet-stream')).toBe(false);
  });
});
