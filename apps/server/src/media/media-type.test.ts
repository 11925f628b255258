import { describe, expect, it } from 'vitest';
import { contentTypeOf, isAllowedUpload, mediaTypeOf } from './media-type';

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
