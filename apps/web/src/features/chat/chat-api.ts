import { ApiError } from '../../lib/api-client';
import { getToken } from '../../lib/session-storage';

/**
 * A message's file as a blob: the media URL is same-origin but needs the bearer token, so it
 * cannot be a plain <img src>.
 */
export async function fetchMediaBlob(url: string, signal?: AbortSignal): Promise<Blob> {
  const token = getToken();
  const response = await fetch(url, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    credentials: 'include',
    signal,
  });
  if (!response.ok) throw new ApiError(response.status, 'ERR_WAPP_DOWNLOAD_MEDIA', '');
  return response.blob();
}
