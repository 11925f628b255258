import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MUTATION_DEFAULTS } from '../app/query-client';
import { SnackbarProvider } from 'notistack';
import type { SessionUserDTO } from '@atende/shared';
import { AuthContext, type AuthContextValue } from '../app/auth/auth-context';

/** One request the fake API received. */
export interface FakeCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  /** The bearer credential sent, if any. */
  authorization?: string;
}

/** `body` is sent as JSON; `text` as it is (e.g. a CSV). */
type Reply = { status?: number; body?: unknown; text?: string };
export type Route = (call: FakeCall) => Reply | undefined;

/**
 * Stands in for the server at the fetch boundary: each route answers the calls it knows
 * (first match wins); every call is recorded.
 */
export function fakeApi(...routes: Route[]) {
  const calls: FakeCall[] = [];
  const fetchFn = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const raw = init.body;
    const body = typeof raw === 'string' ? JSON.parse(raw) : raw;
    const call = {
      method: init.method ?? 'GET',
      path: url.pathname.replace(/^\/api/, ''),
      query: url.searchParams,
      body,
      authorization: (init.headers as Record<string, string> | undefined)?.Authorization,
    };
    calls.push(call);
    for (const route of routes) {
      const reply = route(call);
      if (reply?.text !== undefined) return new Response(reply.text, { status: reply.status });
      if (reply) {
        return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
          status: reply.status ?? 200,
          headers: { 'Content-Type': 'application/json' },
        });
      }
    }
    return new Response(JSON.stringify({ error: 'ERR_NOT_FOUND', message: 'no route' }), {
      status: 404,
    });
  });
  vi.stubGlobal('fetch', fetchFn);
  return { calls };
}

/** Auth, TanStack Query and toasts around a component, as the app gives them. */
export function renderProviders(user: SessionUserDTO) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: MUTATION_DEFAULTS },
  });
  const auth = {
    user,
    loading: false,
    isAuth: true,
    login: vi.fn(),
    logout: vi.fn(),
    refreshUser: vi.fn().mockResolvedValue(undefined),
  } satisfies AuthContextValue;
  function Providers({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={client}>
        <SnackbarProvider>
          <AuthContext.Provider value={auth}>{children}</AuthContext.Provider>
        </SnackbarProvider>
      </QueryClientProvider>
    );
  }
  return { client, Providers, auth };
}
