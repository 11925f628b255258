import { expect, test } from './fixtures';
import { openQueuesPage, queueRow } from './queue-helpers';
import { browserApi, logIn, sandboxId } from './support';

test.use({ baseURL: process.env.ATENDE_E2E_URL });

const stamp = Date.now().toString(36);
const customer = { number: `55${String(Date.now()).slice(-9)}3`, name: `Cliente Typebot ${stamp}` };

/**
 * An admin creates a Typebot integration in the browser and sets it on a queue; a customer on
 * the simulated phone walks the flow served by the local fake Typebot (global-setup.ts).
 */
test('a queue with a Typebot flow answers a customer until the flow hands over', async ({
  page,
}) => {
  const integrationName = `Loja ${stamp}`;
  const queueName = `Loja online ${stamp}`;
  await logIn(page);
  await page.goto('/queue-integration');
  // the page's chunk may take a while on a busy machine
  await expect(page.getByRole('heading', { name: 'Integrações' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Adicionar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Adicionar integração' });
  await dialog.getByRole('textbox', { name: 'Nome' }).fill(integrationName);
  await dialog.getByRole('textbox', { name: 'URL' }).fill(process.env.ATENDE_E2E_TYPEBOT_URL!);
  await dialog.getByRole('textbox', { name: 'Slug do Typebot' }).fill('loja');
  await dialog.getByRole('spinbutton', { name: 'Intervalo entre mensagens (ms)' }).fill('0');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });
  await expect(page.getByRole('cell', { name: integrationName, exact: true })).toBeVisible({
    timeout: 20_000,
  });

  // a new queue, served by the simulated phone, takes the integration in its dialog
  const api = await browserApi(page);
  await api.post('/queue', {
    name: queueName,
    color: '#3F51B5',
    orderQueue: 7,
    greetingMessage: 'Olá!',
  });
  await openQueuesPage(page);
  await queueRow(page, queueName)
    .getByRole('button', { name: /Editar/ })
    .click();
  const editing = page.getByRole('dialog', { name: 'Editar fila' });
  await editing.getByRole('combobox', { name: 'Integração' }).click();
  await page.getByRole('option', { name: integrationName, exact: true }).click();
  await editing.getByRole('button', { name: 'Salvar' }).click();
  await expect
    .poll(async () => {
      const queues = await api.get<{ name: string; integrationId: number | null }[]>('/queue');
      return queues.find((q) => q.name === queueName)?.integrationId ?? null;
    })
    .not.toBeNull();

  const connectionId = await sandboxId(api);
  const phone = await api.get<{ queues: { id: number }[] }>(`/whatsapp/${connectionId}`);
  const served = phone.queues.map((q) => q.id);
  const queues = await api.get<{ id: number; name: string }[]>('/queue');
  const queueId = queues.find((q) => q.name === queueName)!.id;
  await api.put(`/whatsapp/${connectionId}`, { queueIds: [...served, queueId] });
  try {
    const received = async () => {
      const { messages } = await api.get<{
        messages: { direction: string; body: string; mediaName: string | null }[];
      }>(`/sandbox/${connectionId}/messages?number=${customer.number}`);
      // a picture arrives as a file: its name stands for it
      return messages.filter((m) => m.direction === 'out').map((m) => m.body || m.mediaName);
    };
    const says = (body: string) =>
      api.post(`/sandbox/${connectionId}/messages`, { ...customer, body });

    await says('Oi');
    await expect.poll(async () => (await received()).at(-1) ?? '').toContain(queueName);
    const menu = (await received()).at(-1)!;
    const option = new RegExp(`\\[(\\d+)\\] ${queueName}`).exec(menu)![1]!;
    await says(option);
    await expect
      .poll(async () => (await received()).slice(-3), { timeout: 30_000 })
      .toEqual([
        `Olá, ${customer.name}! Eu sou o robô da loja.`,
        'vitrine.png',
        '1 - Comprar\n2 - Suporte',
      ]);
    await says('2');
    await expect
      .poll(async () => (await received()).at(-1), { timeout: 30_000 })
      .toBe('Transferindo para o suporte.');
    const { tickets } = await api.get<{ tickets: { chatbot: boolean; queueId: number }[] }>(
      `/tickets?searchParam=${customer.number}&showAll=true`,
    );
    await expect
      .poll(async () => {
        const res = await api.get<{ tickets: { chatbot: boolean }[] }>(
          `/tickets?searchParam=${customer.number}&showAll=true`,
        );
        return res.tickets[0]?.chatbot;
      })
      .toBe(false);
    expect(tickets[0]!.queueId).toBe(queueId);
  } finally {
    await api.put(`/whatsapp/${connectionId}`, { queueIds: served });
  }
});
