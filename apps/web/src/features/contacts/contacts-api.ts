import type { ContactDTO, ContactImportReport, ContactInput, ContactsPage } from '@atende/shared';
import { api } from '../../lib/api-client';

export const contactsApi = {
  list: (searchParam: string, pageNumber: number) =>
    api.get<ContactsPage>('/contacts', { params: { searchParam, pageNumber } }),
  get: (id: number) => api.get<ContactDTO>(`/contacts/${id}`),
  create: (body: ContactInput) => api.post<ContactDTO>('/contacts', body),
  update: (id: number, body: ContactInput) => api.put<ContactDTO>(`/contacts/${id}`, body),
  remove: (id: number) => api.delete(`/contacts/${id}`),
  /** Multipart with one `file` (CSV, XLSX or vCard): a per-row report. */
  import: (form: FormData) => api.post<ContactImportReport>('/contacts/import', form),
  /** GET /contacts/export: the whole address book as CSV text (name, number, email). */
  exportCsv: async (): Promise<string> => {
    // the client hands back non-JSON bodies as text; the CSV always starts with its header row
    const body = await api.get<string | undefined>('/contacts/export');
    return body ?? '';
  },
};
