import type {
  ContactListDTO,
  ContactListImportReport,
  ContactListItemDTO,
  ContactListItemInput,
} from '@atende/shared';
import { api } from '../../lib/api-client';
import { fetchMediaBlob } from '../chat/chat-api';

export interface ContactListsPage {
  records: ContactListDTO[];
  hasMore: boolean;
}
export interface ContactListItemsPage {
  contacts: ContactListItemDTO[];
  hasMore: boolean;
}

/** Spec 3 §7 contact lists and their items. */
export const contactListsApi = {
  list: (searchParam: string, pageNumber: number) =>
    api.get<ContactListsPage>('/contact-lists', { params: { searchParam, pageNumber } }),
  get: (id: number) => api.get<ContactListDTO>(`/contact-lists/${id}`),
  create: (name: string) => api.post<ContactListDTO>('/contact-lists', { name }),
  update: (id: number, name: string) => api.put<ContactListDTO>(`/contact-lists/${id}`, { name }),
  remove: (id: number) => api.delete(`/contact-lists/${id}`),
  upload: (id: number, file: File) => {
    const form = new FormData();
    form.append('file', file, file.name);
    return api.post<ContactListImportReport>(`/contact-lists/${id}/upload`, form);
  },
  example: () => fetchMediaBlob('/api/contact-lists/example'),
  items: (contactListId: number, searchParam: string, pageNumber: number) =>
    api.get<ContactListItemsPage>('/contact-list-items', {
      params: { contactListId, searchParam, pageNumber },
    }),
  createItem: (contactListId: number, body: ContactListItemInput) =>
    api.post<ContactListItemDTO>('/contact-list-items', { ...body, contactListId }),
  updateItem: (id: number, body: ContactListItemInput) =>
    api.put<ContactListItemDTO>(`/contact-list-items/${id}`, body),
  removeItem: (id: number) => api.delete(`/contact-list-items/${id}`),
};

/** Hands the example spreadsheet to the browser as a download. */
export async function downloadExample() {
  const blob = await contactListsApi.example();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = 'lista-de-contatos-exemplo.xlsx';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
