import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { UserDTO, UsersPage } from '@atende/shared';

export const USERS_LIST_KEY = ['users', 'list'] as const;

type UsersData = InfiniteData<UsersPage, number> | undefined;

/** Replaces the user where it is listed, or puts it at the top of the first page. */
export function upsertUser(data: UsersData, user: UserDTO): UsersData {
  if (!data) return data;
  const listed = data.pages.some((p) => p.users.some((u) => u.id === user.id));
  const pages = listed
    ? data.pages.map((p) => ({ ...p, users: p.users.map((u) => (u.id === user.id ? user : u)) }))
    : data.pages.map((p, i) =>
        i === 0 ? { ...p, users: [user, ...p.users], count: p.count + 1 } : p,
      );
  return { ...data, pages };
}

export function removeUser(data: UsersData, userId: number): UsersData {
  if (!data) return data;
  const pages = data.pages.map((p) => {
    const users = p.users.filter((u) => u.id !== userId);
    return users.length === p.users.length ? p : { ...p, users, count: Math.max(0, p.count - 1) };
  });
  return { ...data, pages };
}

/** Applies a change to every cached users list (whatever its search). */
export function patchUsersLists(client: QueryClient, patch: (data: UsersData) => UsersData): void {
  client.setQueriesData<InfiniteData<UsersPage, number>>({ queryKey: USERS_LIST_KEY }, patch);
}
