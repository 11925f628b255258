import { expect, test, type Page } from './fixtures';

test.use({ baseURL: process.env.ATENDE_E2E_URL });

const base = process.env.ATENDE_E2E_URL ?? '';
const stamp = Date.now().toString(36);
/** A customer number of this run: 55 + the clock's last 10 digits. */
const number = `55${String(Date.now()).slice(-10)}`;
const ADMIN = { email: 'admin@demo.test', password: 'demo1234' };
const shortcode = `qm${stamp}`;

/** Calls the API with the browser's own token (another login would end the browser's session). */
async function browserApi(page: Page) {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(typeof token).toBe('string');
  const headers = { Authorization: `Bearer ${token}` };
  const check = async (r: Awaited<ReturnType<Page['request']['get']>>) => {
    expect(r.ok(), await r.text()).toBe(true);
    return r.json();
  };
  return {
    get: async (path: string) => check(await page.request.get(`${base}/api${path}`, { headers })),
    post: async (path: string, data: unknown) =>
      check(await page.request.post(`${base}/api${path}`, { headers, data })),
    put: async (path: string, data: unknown) =>
      check(await page.request.put(`${base}/api${path}`, { headers, data })),
  };
}

test('quick messages: create, search, edit, use with "/" in a chat, delete', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Senha', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).not.toHaveURL(/\/login$/);

  // create: the shortcode is required
  await page.goto('/quick-messages');
  await expect(page.getByRole('heading', { name: 'Respostas Rápidas' })).toBeVisible();
  await page.getByRole('button', { name: 'Adicionar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Adicionar resposta rápida' });
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog.getByText('Obrigatório')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Atalho' }).fill(shortcode);
  await dialog.getByRole('textbox', { name: 'Mensagem' }).fill(`Bom dia ${stamp}`);
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Operação realizada com sucesso!').first()).toBeVisible();
  await expect(dialog).toBeHidden();

  // found by search, shown without attachment
  await page.getByRole('searchbox', { name: 'Pesquisar' }).fill(shortcode.toUpperCase());
  const row = page.getByRole('row').filter({ hasText: shortcode });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Sem anexo');

  // edit the message
  await row.getByRole('button', { name: 'Editar' }).click();
  const editDialog = page.getByRole('dialog', { name: 'Editar resposta rápida' });
  const reply = `Olá! Em que posso ajudar? ${stamp}`;
  await editDialog.getByRole('textbox', { name: 'Mensagem' }).fill(reply);
  await editDialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(editDialog).toBeHidden();

  // a customer writes; the admin accepts the ticket
  const api = await browserApi(page);
  const me = (await api.get('/auth/me')) as { id: number };
  const connections = (await api.get('/whatsapp')) as { id: number; name: string }[];
  const sandbox = connections.find((w) => w.name === 'Telefone simulado');
  expect(sandbox?.name).toBe('Telefone simulado');
  await api.post(`/sandbox/${sandbox!.id}/messages`, {
    number,
    name: `Cliente ${stamp}`,
    body: `Oi, preciso de ajuda ${stamp}`,
  });
  let ticket: { id: number; uuid: string } | undefined;
  await expect
    .poll(async () => {
      const list = (await api.get('/tickets?status=pending&showAll=true')) as {
        tickets: { id: number; uuid: string; contact: { number: string } }[];
      };
      ticket = list.tickets.find((t) => t.contact.number === number);
      return !!ticket;
    })
    .toBe(true);
  await api.put(`/tickets/${ticket!.id}`, { status: 'open', userId: me.id });

  // '/' + the shortcode's first letters offers it; picking puts the message in the input
  await page.goto(`/tickets/${ticket!.uuid}`);
  const input = page.getByRole('textbox', { name: 'Mensagem' });
  await input.pressSequentially(`/${shortcode.slice(0, 6)}`);
  const suggestions = page.getByRole('listbox', { name: 'Respostas rápidas' });
  const option = suggestions.getByRole('option', { name: new RegExp(`/${shortcode} - `) });
  await expect(option).toBeVisible();
  await option.click();
  await expect(input).toHaveValue(reply);
  await expect(suggestions).toBeHidden();
  await input.press('Enter');
  await expect(
    page.getByRole('log').getByTestId('message').filter({ hasText: reply }),
  ).toBeVisible();
  await expect(input).toHaveValue('');

  // delete it after the confirmation
  await page.goto('/quick-messages');
  await page.getByRole('searchbox', { name: 'Pesquisar' }).fill(shortcode);
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: 'Excluir' }).click();
  const confirm = page.getByRole('dialog', { name: 'Exclusão de Registro' });
  await expect(confirm).toContainText('Deseja realmente excluir esse registro?');
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  await expect(row).toHaveCount(0);
});
