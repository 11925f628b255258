/** A shared location as every channel gives it: coordinates, maybe a place and a preview. */
export interface SharedLocation {
  latitude: number;
  longitude: number;
  name?: string | null;
  address?: string | null;
  /** A small picture sent along with the location (a data: URL), when the channel has one. */
  preview?: string;
}

/**
 * 'image|link|description' (spec 1 §3 locationMessage): the preview, a map link, and the
 * place, else the coordinates. Every channel builds it here so that the chat shows one shape.
 */
export function locationBody(l: SharedLocation) {
  const link = `https://maps.google.com/maps?q=${l.latitude}%2C${l.longitude}&z=17`;
  const place = [l.name, l.address].filter(Boolean).join(' — ');
  return `${l.preview ?? ''}|${link}|${place || `${l.latitude}, ${l.longitude}`}`;
}
