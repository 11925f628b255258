import type { QueryClient } from '@tanstack/react-query';
import type { WhatsappDTO } from '@atende/shared';

/** The one cached list of the company's connections, shared by the page and the side menu. */
export const WHATSAPPS_KEY = ['whatsapps'] as const;

type WhatsappsData = WhatsappDTO[] | undefined;

const byName = (a: WhatsappDTO, b: WhatsappDTO) => a.name.localeCompare(b.name);
const time = (iso: string) => Date.parse(iso) || 0;

/**
 * Puts a connection into the list (sorted by name, as the server lists them). An older copy
 * than the one held is ignored, and an empty token (events never carry it) keeps the known one.
 */
export function upsertWhatsapp(data: WhatsappsData, next: WhatsappDTO): WhatsappsData {
  if (!data) return data;
  const current = data.find((w) => w.id === next.id);
  if (!current) return [...data, next].sort(byName);
  if (time(next.updatedAt) < time(current.updatedAt)) return data;
  const merged = { ...next, token: next.token || current.token };
  return data.map((w) => (w.id === next.id ? merged : w)).sort(byName);
}

export function removeWhatsapp(data: WhatsappsData, id: number): WhatsappsData {
  return data?.filter((w) => w.id !== id);
}

/** When a connection becomes the default, no other one is. */
function onlyOneDefault(data: WhatsappsData, next: WhatsappDTO): WhatsappsData {
  if (!data || !next.isDefault) return data;
  return data.map((w) => (w.id !== next.id && w.isDefault ? { ...w, isDefault: false } : w));
}

export function storeWhatsapp(client: QueryClient, next: WhatsappDTO): void {
  client.setQueryData<WhatsappDTO[]>(WHATSAPPS_KEY, (d) =>
    onlyOneDefault(upsertWhatsapp(d, next), next),
  );
}

export function dropWhatsapp(client: QueryClient, id: number): void {
  client.setQueryData<WhatsappDTO[]>(WHATSAPPS_KEY, (d) => removeWhatsapp(d, id));
}
