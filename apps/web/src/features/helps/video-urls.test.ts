import { describe, expect, it } from 'vitest';
import { videoEmbedUrl, videoThumbnailUrl } from './video-urls';

describe('help video addresses', () => {
  it('builds the thumbnail and the privacy-enhanced player from the video code', () => {
    expect(videoThumbnailUrl('dQw4w9WgXcQ')).toBe(
      'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
    );
    expect(videoEmbedUrl('dQw4w9WgXcQ')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0',
    );
  });
  it('builds nothing from a code that could bend the address', () => {
    expect(videoThumbnailUrl('../../x?y=1')).toBeNull();
    expect(videoEmbedUrl('abc" onload="x')).toBeNull();
  });
});
