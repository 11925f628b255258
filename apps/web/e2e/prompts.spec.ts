import { expect, test } from './fixtures';
import { openQueuesPage, queueRow } from './queue-helpers';
import { browserApi, logIn, sandboxId } from './support';

test.use({ baseURL: process.env.ATENDE_E2E_URL });

const stamp = Date.now().toString(36);
const customer = { number: `55${String(Date.now()).slice(-9)}3`, name: `Cliente IA ${stamp}` };
const PROMPT_TEXT =
  'Você é a assistente virtual da loja. Responda com educação e em frases curtas, sempre em português.';

test('an admin puts an AI prompt on a queue and a customer gets the AI’s answer', async ({
  page,
}) => {
  const queueName = `IA ${stamp}`;
  const promptName = `Assistente ${stamp}`;
  await logIn(page);
  const admin = await browserApi(page);
  const color = `#${(Date.now() % 0xffffff).toString(16).padStart(6, '0')}`;
  // the demo company has queues: a new one needs a greeting (spec 2 §5)
  const queue = await admin.post<{ id: number }>('/queue', {
    name: queueName,
    color,
    greetingMessage: 'Olá!',
  });
  const connectionId = await sandboxId(admin);
  const phones = await admin.get<{ id: number; queues: { id: number }[] }[]>('/whatsapp');
  const served = phones.find((w) => w.id === connectionId)!.queues.map((q) => q.id);
  await admin.put(`/whatsapp/${connectionId}`, { queueIds: [...served, queue.id] });

  try {
    // the prompt, in the browser
    await page.goto('/prompts');
    await expect(page.getByRole('heading', { name: 'Prompts' })).toBeVisible();
    await page.getByRole('button', { name: 'Adicionar prompt' }).click();
    const dialog = page.getByRole('dialog', { name: 'Adicionar prompt' });
    await dialog.getByRole('textbox', { name: 'Nome' }).fill(promptName);
    await dialog.getByLabel(/API Key/).fill('sk-e2e-chave');
    await dialog.getByRole('textbox', { name: 'Prompt' }).fill(PROMPT_TEXT);
    await dialog.getByRole('combobox', { name: /Setor/ }).click();
    await page.getByRole('option', { name: queueName, exact: true }).click();
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(dialog).toBeHidden();
    const row = page.getByRole('row').filter({ hasText: promptName });
    await expect(row).toContainText(queueName);
    await expect(row).toContainText('100');

    // the queue answered by it, in the queue form
    await openQueuesPage(page);
    await queueRow(page, queueName).getByRole('button', { name: 'Editar' }).click();
    const queueDialog = page.getByRole('dialog', { name: 'Editar fila' });
    await queueDialog.getByRole('combobox', { name: 'Prompt' }).click();
    await page.getByRole('option', { name: promptName, exact: true }).click();
    await queueDialog.getByRole('button', { name: 'Salvar' }).click();
    await expect
      .poll(
        async () => (await admin.get<{ promptId: number | null }>(`/queue/${queue.id}`)).promptId,
      )
      .not.toBeNull();

    // the customer on the simulated phone picks the queue and is answered by the AI
    const says = (body: string) =>
      admin.post(`/sandbox/${connectionId}/messages`, { ...customer, body });
    const received = async () => {
      const { messages } = await admin.get<{ messages: { direction: string; body: string }[] }>(
        `/sandbox/${connectionId}/messages?number=${customer.number}`,
      );
      return messages.filter((m) => m.direction === 'out').map((m) => m.body);
    };
    await says('Oi');
    await expect.poll(async () => (await received()).length).toBeGreaterThan(0);
    const menu = (await received()).at(-1)!;
    const option = new RegExp(`\\[(\\d+)\\] ${queueName}`).exec(menu)?.[1];
    expect(option, menu).toBeDefined();
    await says(option!);
    await expect
      .poll(async () => (await received()).at(-1))
      .toBe(`Assistente virtual: você disse "${option}".`);
    await says('Qual o prazo de entrega?');
    await expect
      .poll(async () => (await received()).at(-1))
      .toBe('Assistente virtual: você disse "Qual o prazo de entrega?".');
  } finally {
    await admin.put(`/whatsapp/${connectionId}`, { queueIds: served });
  }
});
