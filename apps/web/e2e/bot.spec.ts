import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { createQueueWithMenu, openQueuesPage, type MenuOption } from './queue-helpers';
import { logIn } from './support';

test.use({ baseURL: process.env.ATENDE_E2E_URL });

const base = process.env.ATENDE_E2E_URL ?? '';
const stamp = Date.now().toString(36);
const customer = { number: `55${String(Date.now()).slice(-9)}7`, name: `Cliente Bot ${stamp}` };
const NAV = '[0] Menu anterior\n[#] Menu inicial';

/** Two levels: 'Internet' with a leaf and a hand-over, and a forward at the root. */
const MENU: MenuOption[] = [
  {
    title: 'Internet',
    message: 'Qual o problema com a internet?',
    children: [
      { title: 'Sem sinal', message: 'Reinicie o modem.' },
      { title: 'Falar com um técnico', message: 'Um técnico vai atender você.', handover: true },
    ],
  },
  { title: 'Boleto', message: 'Vou passar para o Financeiro.', forwardTo: 'Financeiro' },
];

interface Api {
  get: <T>(path: string) => Promise<T>;
  post: <T>(path: string, data: unknown) => Promise<T>;
  put: <T>(path: string, data: unknown) => Promise<T>;
}

/** The API with the token of the browser signed in on `page` (one session per user). */
async function apiOfPage(page: Page): Promise<Api> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(typeof token).toBe('string');
  const request: APIRequestContext = page.request;
  const headers = { Authorization: `Bearer ${token}` };
  const check = async <T>(r: Awaited<ReturnType<APIRequestContext['get']>>) => {
    expect(r.ok(), await r.text()).toBe(true);
    return (await r.json()) as T;
  };
  return {
    get: async (path) => check(await request.get(`${base}/api${path}`, { headers })),
    post: async (path, data) => check(await request.post(`${base}/api${path}`, { headers, data })),
    put: async (path, data) => check(await request.put(`${base}/api${path}`, { headers, data })),
  };
}

const list = (page: Page) => page.getByRole('list', { name: 'Lista de atendimentos' });
const bubble = (page: Page, text: string) =>
  page.getByRole('log').getByTestId('message').filter({ hasText: text });

test('a customer walks the menu an admin built and lands in its queue; its agent accepts', async ({
  page,
  browser,
}) => {
  const queueName = `Suporte ${stamp}`;
  await logIn(page);
  await openQueuesPage(page);
  const dialog = await createQueueWithMenu(page, {
    name: queueName,
    greeting: 'Suporte: escolha uma opção.',
    order: 3,
    menu: MENU,
  });
  await dialog.getByRole('button', { name: 'Fechar' }).click();

  // the simulated phone serves the new queue too, and the queue gets an agent of its own
  const admin = await apiOfPage(page);
  const queues = await admin.get<{ id: number; name: string }[]>('/queue');
  const queueId = queues.find((q) => q.name === queueName)!.id;
  const phones =
    await admin.get<{ id: number; name: string; queues: { id: number }[] }[]>('/whatsapp');
  const sandbox = phones.find((w) => w.name === 'Telefone simulado')!;
  const served = sandbox.queues.map((q) => q.id);
  await admin.put(`/whatsapp/${sandbox.id}`, { queueIds: [...served, queueId] });
  const agentLogin = { email: `suporte.${stamp}@demo.test`, password: 'Suporte123' };
  await admin.post('/users', {
    name: `Técnica ${stamp}`,
    ...agentLogin,
    profile: 'user',
    queueIds: [queueId],
  });

  try {
    const says = (body: string) =>
      admin.post(`/sandbox/${sandbox.id}/messages`, { ...customer, body });
    const received = async () => {
      const { messages } = await admin.get<{ messages: { direction: string; body: string }[] }>(
        `/sandbox/${sandbox.id}/messages?number=${customer.number}`,
      );
      return messages.filter((m) => m.direction === 'out').map((m) => m.body);
    };
    const nextAnswer = async (body: string) => {
      const before = (await received()).length;
      await says(body);
      await expect.poll(async () => (await received()).length).toBe(before + 1);
      return (await received()).at(-1);
    };

    const menu = await nextAnswer('Oi');
    expect(menu).toContain(`[3] ${queueName}`);
    expect(await nextAnswer('3')).toBe(
      `Suporte: escolha uma opção.\n\n[1] Internet\n[2] Boleto\n\n${NAV}`,
    );
    expect(await nextAnswer('1')).toBe(
      `Qual o problema com a internet?\n\n[1] Sem sinal\n[2] Falar com um técnico\n\n${NAV}`,
    );
    expect(await nextAnswer('1')).toBe(`Reinicie o modem.\n\n${NAV}`);
    expect(await nextAnswer('0')).toContain('[2] Falar com um técnico');
    expect(await nextAnswer('2')).toBe('Um técnico vai atender você.');

    // the queue's agent finds it waiting and accepts it
    const context = await browser.newContext({ baseURL: base, locale: 'pt-BR' });
    const agentPage = await context.newPage();
    await logIn(agentPage, agentLogin);
    await agentPage.goto('/tickets');
    await agentPage.getByRole('tab', { name: /Aguardando/ }).click();
    const waiting = list(agentPage).getByRole('listitem', { name: customer.name });
    await expect(waiting).toContainText('Um técnico vai atender você.');
    await waiting.getByRole('button', { name: 'Aceitar' }).click();
    await expect(agentPage).toHaveURL(/\/tickets\/[0-9a-f-]{36}$/);
    await expect(agentPage.getByRole('tab', { name: /Atendendo/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // the whole walk is in the chat, and the bot stays quiet from now on
    await expect(bubble(agentPage, 'Reinicie o modem.')).toBeVisible();
    await expect(bubble(agentPage, 'Um técnico vai atender você.')).toBeVisible();
    const { tickets } = await admin.get<{ tickets: { id: number }[] }>(
      `/tickets?searchParam=${customer.number}&showAll=true`,
    );
    const automatic = async () => {
      const { messages } = await admin.get<{ messages: { automatic: boolean }[] }>(
        `/messages/${tickets[0]!.id}`,
      );
      return messages.filter((m) => m.automatic).length;
    };
    const answered = await automatic();
    await says(`Obrigado ${stamp}`);
    await expect(bubble(agentPage, `Obrigado ${stamp}`)).toBeVisible();
    expect(await automatic()).toBe(answered);
    await context.close();
  } finally {
    await admin.put(`/whatsapp/${sandbox.id}`, { queueIds: served });
  }
});
