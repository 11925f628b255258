import type { UserCreateInput, UserDTO, UsersPage, UserUpdateInput } from '@atende/shared';
import { api } from '../../lib/api-client';

export const usersApi = {
  list: (searchParam: string, pageNumber: number) =>
    api.get<UsersPage>('/users', { params: { searchParam, pageNumber } }),
  get: (id: number) => api.get<UserDTO>(`/users/${id}`),
  /** GET /users/list: every user of the company, for pickers. */
  all: () => api.get<UserDTO[]>('/users/list'),
  create: (body: UserCreateInput) => api.post<UserDTO>('/users', body),
  update: (id: number, body: UserUpdateInput) => api.put<UserDTO>(`/users/${id}`, body),
  remove: (id: number) => api.delete(`/users/${id}`),
};
