import type { WhatsappDTO, WhatsappInput } from '@atende/shared';
import { api } from '../../lib/api-client';

export const whatsappsApi = {
  list: () => api.get<WhatsappDTO[]>('/whatsapp', { params: { session: 0 } }),
  get: (id: number) => api.get<WhatsappDTO>(`/whatsapp/${id}`, { params: { session: 0 } }),
  create: (body: WhatsappInput) => api.post<WhatsappDTO>('/whatsapp', body),
  update: (id: number, body: Partial<WhatsappInput>) =>
    api.put<WhatsappDTO>(`/whatsapp/${id}`, body),
  /** deleteTickets: erase the connection's tickets with it (refused with 409 otherwise). */
  remove: (id: number, deleteTickets = false) =>
    api.delete(`/whatsapp/${id}${deleteTickets ? '?deleteTickets=true' : ''}`),
  /** Session buttons (spec 1 §4): try again, new QR code, disconnect. */
  startSession: (id: number) => api.post(`/whatsappsession/${id}`),
  /** Pairs a 'beta' connection by a code typed on the phone of this number. */
  pairByCode: (id: number, pairingNumber: string) =>
    api.post(`/whatsappsession/${id}`, { pairingNumber }),
  newQrCode: (id: number) => api.put(`/whatsappsession/${id}`),
  disconnect: (id: number) => api.delete(`/whatsappsession/${id}`),
};
