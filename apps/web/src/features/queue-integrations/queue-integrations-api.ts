import type {
  QueueIntegrationDTO,
  QueueIntegrationInput,
  QueueIntegrationTestData,
} from '@atende/shared';
import { api } from '../../lib/api-client';

export interface QueueIntegrationsPage {
  queueIntegrations: QueueIntegrationDTO[];
  hasMore: boolean;
}

/** Spec 3 §7 queue integrations. */
export const queueIntegrationsApi = {
  list: (searchParam: string, pageNumber: number) =>
    api.get<QueueIntegrationsPage>('/queueIntegration', { params: { searchParam, pageNumber } }),
  create: (body: QueueIntegrationInput) => api.post<QueueIntegrationDTO>('/queueIntegration', body),
  update: (id: number, body: QueueIntegrationInput) =>
    api.put<QueueIntegrationDTO>(`/queueIntegration/${id}`, body),
  remove: (id: number) => api.delete(`/queueIntegration/${id}`),
  testSession: (body: Partial<QueueIntegrationTestData>) =>
    api.post<{ message: string; fulfillmentText: string }>('/queueIntegration/testSession', body),
};
