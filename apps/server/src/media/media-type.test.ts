import { describe, expect, it } from 'vitest';
import { contentTypeOf, isAllowedUpload, mediaTypeOf, uploadTypeOf } from './media-type';

describe('voice notes recorded in the browser', () => {
  it.each([
    ['audio-2026-11-23-10-00-00.ogg', 'audio/ogg'],
    ['audio-2026-11-23-10-00-00.m4a', 'audio/mp4'],
    ['audio-2026-11-23-10-00-00.weba', 'audio/webm'],
  ])('%s is served and forwarded as %s, an audio message', (name, type) => {
    expect(contentTypeOf(name)).toBe(type);
    expect(isAllowedUpload(type)).toBe(true);
    expect(mediaTypeOf(type)).toBe('audio');
  });
});

describe('an upload is typed by its first bytes', () => {
  const head = (...parts: (string | number[])[]) =>
    Buffer.concat(
      parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))),
    );
  it.each([
    ['audio/webm;codecs=opus', head([0x1a, 0x45, 0xdf, 0xa3], 'webm')],
    ['audio/ogg', head('OggS\x00\x02')],
    ['audio/mp4', head([0, 0, 0, 0x20], 'ftypM4A ')],
    ['application/pdf', head('%PDF-1.7')],
    ['text/vcard', head('BEGIN:VCARD')],
  ])('%s with its own signature is accepted as declared', (type, bytes) => {
    expect(uploadTypeOf(type, bytes)).toBe(type);
  });

  it('an image is stored as what its bytes are, and refused when they are no image', () => {
    expect(uploadTypeOf('image/jpeg', head([0x89], 'PNG\r\n\x1a\n'))).toBe('image/png');
    expect(uploadTypeOf('image/png', head('<svg onload=alert(1)>'))).toBeUndefined();
    expect(uploadTypeOf('audio/ogg', head('MZ\x90\x00'))).toBeUndefined();
    expect(uploadTypeOf('text/plain', head('a\x00b'))).toBeUndefined();
    expect(uploadTypeOf('application/x-msdownload', head('MZ'))).toBeUndefined();
  });
});
