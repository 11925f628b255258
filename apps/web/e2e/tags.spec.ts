import { expect, test, type APIRequestContext, type Page } from './fixtures';

test.use({ baseURL: process.env.ATENDE_E2E_URL });

const base = process.env.ATENDE_E2E_URL ?? '';
const stamp = Date.now().toString(36);
const number = `55${String(Date.now()).slice(-9)}7`;
const ADMIN = { email: 'admin@demo.test', password: 'demo1234' };

interface Api {
  get: <T>(path: string) => Promise<T>;
  post: <T>(path: string, data: unknown) => Promise<T>;
}

function apiWithToken(request: APIRequestContext, token: string): Api {
  const headers = { Authorization: `Bearer ${token}` };
  const check = async <T>(r: Awaited<ReturnType<APIRequestContext['get']>>) => {
    expect(r.ok(), await r.text()).toBe(true);
    return (await r.json()) as T;
  };
  return {
    get: async (path) => check(await request.get(`${base}/api${path}`, { headers })),
    post: async (path, data) => check(await request.post(`${base}/api${path}`, { headers, data })),
  };
}

/** One session per user: the test calls the API with the browser's own token. */
async function browserApi(page: Page): Promise<Api> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(typeof token).toBe('string');
  return apiWithToken(page.request, token!);
}

/** The customer writes to the simulated phone; the ticket it opens is found among the waiting. */
async function customerOpensTicket(api: Api) {
  const connections = await api.get<{ id: number; name: string }[]>('/whatsapp');
  const sandbox = connections.find((w) => w.name === 'Telefone simulado');
  expect(sandbox?.name).toBe('Telefone simulado');
  await api.post(`/sandbox/${sandbox!.id}/messages`, {
    number,
    name: `Cliente ${stamp}`,
    body: `Quero uma etiqueta ${stamp}`,
  });
  let ticketId = 0;
  await expect
    .poll(async () => {
      const page = await api.get<{ tickets: { id: number; contact: { number: string } }[] }>(
        '/tickets?status=pending&showAll=true',
      );
      ticketId = page.tickets.find((t) => t.contact.number === number)?.id ?? 0;
      return ticketId;
    })
    .toBeGreaterThan(0);
  return ticketId;
}

const rowOf = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByText(name, { exact: true }) });

test('tags: add, search, edit, count tickets and delete', async ({ page }) => {
  const name = `Ação E2E ${stamp}`;
  const renamed = `Retorno E2E ${stamp}`;

  await page.goto('/login');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Senha', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).not.toHaveURL(/\/login$/);
  await page.goto('/tags');
  await expect(page.getByRole('heading', { name: 'Tags' })).toBeVisible();

  // add, with the form's validation first
  await page.getByRole('button', { name: 'Nova Tag' }).click();
  const addDialog = page.getByRole('dialog', { name: 'Adicionar tag' });
  await addDialog.getByLabel('Nome').fill('ab');
  await addDialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(addDialog.getByText('Mensagem muito curta')).toBeVisible();
  await addDialog.getByLabel('Nome').fill(name);
  await addDialog.getByRole('button', { name: 'Cor #E53935' }).click();
  await addDialog.getByRole('switch', { name: 'Kanban' }).check();
  await addDialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Operação realizada com sucesso!').first()).toBeVisible();
  await expect(addDialog).toBeHidden();

  // search ignoring case and accents
  await page.getByRole('searchbox', { name: 'Pesquisar' }).fill(`ACAO e2e ${stamp}`);
  await expect(page.getByRole('row')).toHaveCount(2);
  const row = rowOf(page, name);
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell').nth(1)).toHaveText('0');
  await expect(row.getByText(name)).toHaveCSS('color', 'rgb(255, 255, 255)');

  // edit name and colour
  await row.getByRole('button', { name: `Editar tag ${name}` }).click();
  const editDialog = page.getByRole('dialog', { name: 'Editar tag' });
  await expect(editDialog.getByLabel('Nome')).toHaveValue(name);
  await expect(editDialog.getByRole('switch', { name: 'Kanban' })).toBeChecked();
  await editDialog.getByLabel('Nome').fill(renamed);
  await editDialog.getByLabel('Cor', { exact: true }).fill('#fdd835');
  await editDialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(editDialog).toBeHidden();
  await page.getByRole('searchbox', { name: 'Pesquisar' }).fill(stamp);
  const edited = rowOf(page, renamed);
  await expect(edited).toBeVisible();
  await expect(edited.locator('.MuiChip-root')).toHaveCSS('background-color', 'rgb(253, 216, 53)');

  // a ticket tagged through the API shows in the count
  const api = await browserApi(page);
  const ticketId = await customerOpensTicket(api);
  const { tags } = await api.get<{ tags: { id: number; name: string }[] }>(
    `/tags?searchParam=${encodeURIComponent(stamp)}`,
  );
  const tag = tags.find((g) => g.name === renamed);
  expect(tag?.name).toBe(renamed);
  await api.post('/tags/sync', { ticketId, tags: [{ id: tag!.id }] });
  await page.reload();
  await page.getByRole('searchbox', { name: 'Pesquisar' }).fill(stamp);
  await expect(rowOf(page, renamed).getByRole('cell').nth(1)).toHaveText('1');

  // delete after the confirmation
  await rowOf(page, renamed)
    .getByRole('button', { name: `Excluir tag ${renamed}` })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Exclusão de Registro' });
  await expect(confirm.getByText('Deseja realmente excluir esse registro?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  await expect(rowOf(page, renamed)).toHaveCount(0);
  await expect(page.getByText('Nenhuma tag encontrada.')).toBeVisible();
  const after = await api.get<{ tags: unknown[] }>(
    `/tags?searchParam=${encodeURIComponent(stamp)}`,
  );
  expect(after.tags).toEqual([]);
});
