import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { UserDTO, UsersPage } from '@atende/shared';
import { infinitePages } from '../../lib/infinite-pages';

export const USERS_LIST_KEY = ['users', 'list'] as const;

type UsersData = InfiniteData<UsersPage, number> | undefined;

const pages = infinitePages<UsersPage, 'users', UserDTO>('users');

/** Replaces the user where it is listed, or puts it at the top of the first page. */
export const upsertUser = (data: UsersData, user: UserDTO): UsersData =>
  pages.upsertFirst(data, user);

export const removeUser = (data: UsersData, userId: number): UsersData =>
  pages.remove(data, userId);

/** Applies a change to every cached users list (whatever its search). */
export function patchUsersLists(client: QueryClient, patch: (data: UsersData) => UsersData): void {
  client.setQueriesData<InfiniteData<UsersPage, number>>({ queryKey: USERS_LIST_KEY }, patch);
}
