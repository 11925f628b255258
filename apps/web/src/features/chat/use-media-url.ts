import { useEffect, useState } from 'react';
import { fetchMediaBlob } from './chat-api';

type MediaState = { url: string | null; error: boolean };

/**
 * An object URL of an authenticated media file, fetched when `src` is set and revoked when the
 * component goes away or the source changes.
 */
export function useMediaUrl(src: string | null | undefined): MediaState {
  const [state, setState] = useState<MediaState & { src?: string | null }>({
    url: null,
    error: false,
  });

  useEffect(() => {
    if (!src) return;
    const controller = new AbortController();
    let objectUrl: string | null = null;
    fetchMediaBlob(src, controller.signal)
      .then((blob) => {
        objectUrl = URL.createObjectURL(blob);
        setState({ src, url: objectUrl, error: false });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ src, url: null, error: true });
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [src]);

  // a state left from a previous source is not this source's
  return state.src === src ? state : { url: null, error: false };
}
