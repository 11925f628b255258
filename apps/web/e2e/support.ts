import type { TicketDTO } from '@atende/shared';
import { expect, type APIRequestContext, type APIResponse, type Page } from './fixtures';

/**
 * What the browser tests share: signing in, calling the API, and the simulated phone playing
 * the customer. Each spec keeps only its own data and page helpers.
 */

/** The server started by global-setup.ts. */
export const BASE_URL = process.env.ATENDE_E2E_URL ?? '';

/** The demo company's users (README, first start). */
export const ADMIN = { email: 'admin@demo.test', password: 'demo1234' };
export const AGENT = { email: 'agente@demo.test', password: 'demo1234' };
export type Login = typeof ADMIN;

/** The demo company's built-in sandbox connection. */
export const SANDBOX_NAME = 'Telefone simulado';

/** A 1×1 transparent PNG, base64. */
export const PNG_1X1 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

/** Signs in through the login page (`theme` is stored before, as a returning user has it). */
export async function logIn(
  page: Page,
  login: Login = ADMIN,
  options: { theme?: 'light' | 'dark' } = {},
) {
  await page.goto('/login');
  if (options.theme) {
    await page.evaluate((theme) => localStorage.setItem('preferredTheme', theme), options.theme);
  }
  await page.getByLabel('Email').fill(login.email);
  await page.getByLabel('Senha', { exact: true }).fill(login.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).not.toHaveURL(/\/login$/);
}

/** The API as one signed-in user: any answer but 2xx fails the test with the server's text. */
export interface Api {
  token: string;
  userId: number;
  get: <T>(path: string) => Promise<T>;
  post: <T>(path: string, data?: unknown) => Promise<T>;
  put: <T>(path: string, data: unknown) => Promise<T>;
}

export function apiWithToken(request: APIRequestContext, token: string, userId: number): Api {
  const headers = { Authorization: `Bearer ${token}` };
  const url = (path: string) => `${BASE_URL}/api${path}`;
  const check = async <T>(res: APIResponse) => {
    expect(res.ok(), await res.text()).toBe(true);
    return (await res.json()) as T;
  };
  return {
    token,
    userId,
    get: async (path) => check(await request.get(url(path), { headers })),
    post: async (path, data) => check(await request.post(url(path), { headers, data })),
    put: async (path, data) => check(await request.put(url(path), { headers, data })),
  };
}

/** Signs in through the API. One session per user: a later sign-in in a browser ends this one. */
export async function apiAs(request: APIRequestContext, login: Login = ADMIN): Promise<Api> {
  const res = await request.post(`${BASE_URL}/api/auth/login`, { data: login });
  expect(res.ok(), await res.text()).toBe(true);
  const { token, user } = (await res.json()) as { token: string; user: { id: number } };
  return apiWithToken(request, token, user.id);
}

/** The API with the browser's own session, for a page already signed in. */
export async function browserApi(page: Page): Promise<Api> {
  const stored = await page.evaluate(() => ({
    token: localStorage.getItem('token'),
    userId: localStorage.getItem('userId'),
  }));
  expect(typeof stored.token, 'the page is signed in').toBe('string');
  return apiWithToken(page.request, stored.token!, Number(stored.userId));
}

/** The id of the demo company's sandbox connection. */
export async function sandboxId(api: Api): Promise<number> {
  const list = await api.get<{ id: number; name: string }[]>('/whatsapp');
  const sandbox = list.find((w) => w.name === SANDBOX_NAME);
  expect(sandbox?.name).toBe(SANDBOX_NAME);
  return sandbox!.id;
}

export interface Customer {
  number: string;
  /** The name the phone announces (used when the contact is new). */
  name?: string;
}

/** The customer writes to the sandbox connection, one message per body, in order. */
export async function customerWrites(
  api: Api,
  connectionId: number,
  customer: Customer,
  ...bodies: string[]
) {
  for (const body of bodies) {
    await api.post(`/sandbox/${connectionId}/messages`, { ...customer, body });
  }
}

/** The waiting ticket of a customer's number, polled until the ingest has opened it. */
export async function waitingTicket(api: Api, number: string): Promise<TicketDTO> {
  let ticket: TicketDTO | undefined;
  await expect
    .poll(async () => {
      const { tickets } = await api.get<{ tickets: TicketDTO[] }>(
        '/tickets?status=pending&showAll=true',
      );
      ticket = tickets.find((t) => t.contact.number === number);
      return ticket !== undefined;
    })
    .toBe(true);
  return ticket!;
}

/** A customer's first message opens a waiting ticket on the sandbox connection. */
export async function customerOpensTicket(
  api: Api,
  customer: Customer,
  body: string,
): Promise<TicketDTO> {
  await customerWrites(api, await sandboxId(api), customer, body);
  return waitingTicket(api, customer.number);
}

/** The API's user takes the ticket: open and theirs (plus any other change, e.g. a queue). */
export function takeTicket(api: Api, ticketId: number, change: Record<string, unknown> = {}) {
  return api.put<TicketDTO>(`/tickets/${ticketId}`, {
    status: 'open',
    userId: api.userId,
    ...change,
  });
}
