import type {
  CompanyAdminDTO,
  CompanyInput,
  CompanyUserInput,
  PlanDTO,
  UserDTO,
} from '@atende/shared';
import { api } from '../../lib/api-client';

export interface CompaniesPage {
  companies: CompanyAdminDTO[];
  hasMore: boolean;
  count: number;
}

/** The Settings page's Companies tab (spec 2 §7 companies; super users). */
export const companiesApi = {
  /** GET /companies: a page of twenty by name, searched by name or e-mail. */
  page: (searchParam: string, pageNumber: number) =>
    api.get<CompaniesPage>('/companies', { params: { searchParam, pageNumber } }),
  create: (body: CompanyInput) => api.post<CompanyAdminDTO>('/companies', body),
  update: (id: number, body: CompanyInput) => api.put<CompanyAdminDTO>(`/companies/${id}`, body),
  remove: (id: number) => api.delete(`/companies/${id}`),
  /** The company's first user, which the user button edits. */
  getUser: (id: number) => api.get<UserDTO>(`/companies/${id}/user`),
  updateUser: (id: number, body: CompanyUserInput) =>
    api.put<UserDTO>(`/companies/${id}/user`, body),
  plans: () => api.get<PlanDTO[]>('/plans/all'),
};

export const COMPANIES_KEY = ['companies', 'page'] as const;
