import { expect, test, type APIRequestContext, type Page } from './fixtures';
import type { WhatsappDTO } from '@atende/shared';

test.use({ baseURL: process.env.ATENDE_E2E_URL });
test.describe.configure({ mode: 'serial' });

const stamp = Date.now().toString(36);
const connectionName = `Sandbox E2E ${stamp}`;
const renamed = `Sandbox renomeada ${stamp}`;

async function logIn(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).not.toHaveURL(/\/login$/);
  await page.goto('/connections');
  await expect(page.getByRole('heading', { name: 'Conexões' })).toBeVisible();
}

/**
 * The API with the browser's own session (a second login would end the browser's session):
 * it plays the simulated phone.
 */
async function adminApi(page: Page) {
  const base = process.env.ATENDE_E2E_URL;
  const request: APIRequestContext = page.request;
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(typeof token).toBe('string');
  const headers = { Authorization: `Bearer ${token}` };
  return {
    async connection(name: string): Promise<WhatsappDTO> {
      const res = await request.get(`${base}/api/whatsapp`, { headers });
      const found = ((await res.json()) as WhatsappDTO[]).find((w) => w.name === name);
      expect(found?.name, name).toBe(name);
      const one = await request.get(`${base}/api/whatsapp/${found!.id}`, { headers });
      return (await one.json()) as WhatsappDTO;
    },
    pair: (id: number, qrcode: string) =>
      request.post(`${base}/api/sandbox/${id}/pair`, { headers, data: { qrcode } }),
  };
}

const rowOf = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });

test('an admin adds a sandbox connection, pairs it, disconnects, renames and deletes it', async ({
  page,
}) => {
  await logIn(page, 'admin@demo.test');
  await expect(rowOf(page, 'Telefone simulado')).toContainText('Conectado');

  // add: the name is validated first
  await page.getByRole('button', { name: 'Adicionar WhatsApp' }).click();
  const modal = page.getByRole('dialog', { name: 'Adicionar WhatsApp' });
  await modal.getByRole('button', { name: 'Salvar' }).click();
  await expect(modal.getByText('Obrigatório')).toBeVisible();
  await modal.getByLabel('Nome', { exact: true }).fill(connectionName);
  await expect(
    modal.getByLabel('Quantidade máxima de vezes que o chatbot vai ser enviado'),
  ).toHaveValue('3');
  await modal.getByRole('combobox', { name: 'Provedor' }).click();
  await page.getByRole('option', { name: 'Telefone simulado (sandbox)' }).click();
  await modal.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Conexão salva com sucesso!')).toBeVisible();
  await expect(modal).toBeHidden();

  // it waits for its QR code to be read
  const row = rowOf(page, connectionName);
  await expect(row).toContainText('Aguardando leitura do QR code');
  await row.getByRole('button', { name: 'QR CODE' }).click();
  const qrModal = page.getByRole('dialog', { name: 'Leia o QR Code para iniciar a sessão' });
  await expect(qrModal.getByRole('img', { name: 'QR Code da conexão' })).toBeVisible();

  // the simulated phone reads it: the modal closes and the row turns connected, no reload
  const api = await adminApi(page);
  const created = await api.connection(connectionName);
  expect(created.status).toBe('qrcode');
  expect(created.provider).toBe('sandbox');
  const paired = await api.pair(created.id, created.qrcode);
  expect(paired.ok()).toBe(true);
  await expect(qrModal).toBeHidden();
  await expect(row).toContainText('Conectado');
  await expect(row.getByRole('button', { name: 'Desconectar' })).toBeVisible();

  // disconnect: try again / new QR, and the menu warns with '!'
  await row.getByRole('button', { name: 'Desconectar' }).click();
  await page
    .getByRole('dialog', { name: 'Desconectar' })
    .getByRole('button', { name: 'Desconectar' })
    .click();
  await expect(row).toContainText('Desconectado');
  await expect(row.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Novo QR CODE' })).toBeVisible();
  const menuLink = page.getByRole('link', { name: 'Conexões' });
  await expect(menuLink.getByTestId('connections-alert')).toBeVisible();
  await expect(menuLink.getByTestId('connections-alert')).toHaveText('!');

  // a new QR code puts it back to waiting for a read
  await row.getByRole('button', { name: 'Novo QR CODE' }).click();
  await expect(row.getByRole('button', { name: 'QR CODE' })).toBeVisible();

  // edit its name; the token is shown read-only to the admin
  await row.getByRole('button', { name: 'Editar conexão' }).click();
  const editModal = page.getByRole('dialog', { name: 'Editar WhatsApp' });
  const nameField = editModal.getByLabel('Nome', { exact: true });
  await expect(nameField).toHaveValue(connectionName);
  await expect(editModal.getByLabel('Token da API externa')).not.toHaveValue('');
  await nameField.fill(renamed);
  await editModal.getByRole('button', { name: 'Salvar' }).click();
  await expect(editModal).toBeHidden();
  const renamedRow = rowOf(page, renamed);
  await expect(renamedRow).toBeVisible();
  await expect(rowOf(page, connectionName)).toHaveCount(0);

  // delete it
  await renamedRow.getByRole('button', { name: 'Excluir conexão' }).click();
  await page
    .getByRole('dialog', { name: 'Excluir' })
    .getByRole('button', { name: 'Excluir' })
    .click();
  await expect(page.getByText('Conexão excluída com sucesso!')).toBeVisible();
  await expect(renamedRow).toHaveCount(0);
  await expect(rowOf(page, 'Telefone simulado')).toContainText('Conectado');
});

test('a user sees the connections without any action buttons', async ({ page }) => {
  await logIn(page, 'agente@demo.test');
  const row = rowOf(page, 'Telefone simulado');
  await expect(row).toContainText('Conectado');
  await expect(page.getByRole('button', { name: 'Adicionar WhatsApp' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Desconectar' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Editar conexão' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Excluir conexão' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Conexões' })).toHaveCount(0);
});
