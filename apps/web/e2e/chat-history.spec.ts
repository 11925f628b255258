import { expect, test, type Page } from './fixtures';

test.use({ baseURL: process.env.ATENDE_E2E_URL });

const stamp = Date.now().toString(36);
const number = `55${String(Date.now()).slice(-9)}7`;
const customer = `Cliente Volta ${stamp}`;
const ADMIN = { email: 'admin@demo.test', password: 'demo1234' };

interface Ticket {
  id: number;
  uuid: string;
  unreadMessages: number;
  contact: { number: string };
}

/** The desk's API with the browser's own session (logging in elsewhere would end it). */
function deskApi(page: Page) {
  const call = async <T>(method: 'GET' | 'POST' | 'PUT', path: string, data?: unknown) => {
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const res = await page.request.fetch(`/api${path}`, {
      method,
      data,
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(res.ok(), await res.text()).toBe(true);
    return (await res.json()) as T;
  };
  return {
    get: <T>(path: string) => call<T>('GET', path),
    post: (path: string, data: unknown) => call('POST', path, data),
    put: (path: string, data: unknown) => call('PUT', path, data),
  };
}
type DeskApi = ReturnType<typeof deskApi>;

async function customerWrites(api: DeskApi, connectionId: number, ...bodies: string[]) {
  for (const body of bodies) {
    await api.post(`/sandbox/${connectionId}/messages`, { number, name: customer, body });
  }
}

async function pendingTicket(api: DeskApi) {
  let ticket: Ticket | undefined;
  await expect
    .poll(async () => {
      const { tickets } = await api.get<{ tickets: Ticket[] }>(
        '/tickets?status=pending&showAll=true',
      );
      ticket = tickets.find((t) => t.contact.number === number);
      return !!ticket;
    })
    .toBe(true);
  return ticket!;
}

/** Text labels of the chat log, top to bottom: separators by name, messages by their text. */
const logLines = (page: Page) =>
  page
    .getByRole('log')
    .locator('[role="separator"], [data-testid="message"]')
    .evaluateAll((els) =>
      els.map((el) =>
        el.getAttribute('role') === 'separator'
          ? `— ${el.getAttribute('aria-label')} —`
          : (el.textContent ?? '').replace(/\d{2}:\d{2}.*$/, '').trim(),
      ),
    );

test('a returning customer: the chat shows the earlier conversation above its separators', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Senha', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).not.toHaveURL(/\/login$/);
  const api = deskApi(page);
  const me = await api.get<{ id: number }>('/auth/me');
  const connections = await api.get<{ id: number; name: string }[]>('/whatsapp');
  const connectionId = connections.find((c) => c.name === 'Telefone simulado')!.id;

  // the first conversation: the customer asks, it is handled and resolved
  const first = `Meu pedido atrasou ${stamp}`;
  await customerWrites(api, connectionId, first);
  const earlier = await pendingTicket(api);
  await api.put(`/tickets/${earlier.id}`, { status: 'open', userId: me.id });
  await api.put(`/tickets/${earlier.id}`, { status: 'closed' });

  // the customer comes back: a new ticket with two unread messages
  const again = `Voltei, chegou quebrado ${stamp}`;
  await customerWrites(api, connectionId, again, `Podem trocar? ${stamp}`);
  const current = await pendingTicket(api);
  expect(current.id).not.toBe(earlier.id);
  await expect.poll(async () => (await pendingTicket(api)).unreadMessages).toBe(2);

  // the admin's peek shows the whole story and leaves the ticket unread
  await page.goto('/tickets');
  await page.getByRole('tab', { name: /Aguardando/ }).click();
  const item = page.getByRole('listitem', { name: customer });
  await item.getByRole('button', { name: 'Espiar conversa' }).click();
  const peek = page.getByRole('dialog', { name: `Conversa com ${customer}` });
  await expect(peek.getByText(again)).toBeVisible();
  await expect(peek.getByRole('separator', { name: 'Conversa encerrada' })).toHaveCount(1);
  await page.screenshot({ path: test.info().outputPath('peek-history.png') });
  await peek.getByRole('button', { name: 'Fechar' }).click();
  await expect(peek).toBeHidden();
  expect((await api.get<Ticket>(`/tickets/${current.id}`)).unreadMessages).toBe(2);

  // accepted, the chat shows the earlier conversation above 'ended' / 'started'
  await api.put(`/tickets/${current.id}`, { status: 'open', userId: me.id });
  await page.goto(`/tickets/${current.uuid}`);
  await expect(page.getByRole('log').getByText(again)).toBeVisible();
  const lines = await logLines(page);
  const at = (text: string) => lines.findIndex((l) => l.includes(text));
  expect(at(first)).toBeGreaterThanOrEqual(0);
  expect(lines.slice(at(first) + 1, at(again))).toEqual(
    expect.arrayContaining(['— Conversa encerrada —', '— Conversa iniciada —']),
  );
  expect(at('Conversa encerrada')).toBeGreaterThan(at(first));
  expect(at('Conversa iniciada')).toBeGreaterThan(at('Conversa encerrada'));
  expect(at(again)).toBeGreaterThan(at('Conversa iniciada'));
  await expect
    .poll(async () => (await api.get<Ticket>(`/tickets/${current.id}`)).unreadMessages)
    .toBe(0);

  // how it looks: wide and phone-sized, light and dark
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((t) => localStorage.setItem('preferredTheme', t), theme);
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
      await page.reload();
      const separator = page.getByRole('separator', { name: 'Conversa encerrada' });
      await expect(separator).toBeVisible();
      await separator.scrollIntoViewIfNeeded();
      await page.screenshot({ path: test.info().outputPath(`chat-history-${width}-${theme}.png`) });
    }
  }
});
