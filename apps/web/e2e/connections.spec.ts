import type { WhatsappDTO } from '@atende/shared';
import { expect, test, type Page } from './fixtures';
import { ADMIN, AGENT, SANDBOX_NAME, browserApi, logIn, type Login } from './support';

test.use({ baseURL: process.env.ATENDE_E2E_URL });
test.describe.configure({ mode: 'serial' });

const stamp = Date.now().toString(36);
const connectionName = `Sandbox E2E ${stamp}`;
const renamed = `Sandbox renomeada ${stamp}`;

async function openConnections(page: Page, login: Login) {
  await logIn(page, login);
  await page.goto('/connections');
  await expect(page.getByRole('heading', { name: 'Conexões' })).toBeVisible();
}

/** Where each column of the table starts, in pixels (its header's left edge). */
const headerLefts = (page: Page) =>
  page
    .getByRole('columnheader')
    .evaluateAll((cells) => cells.map((cell) => Math.round(cell.getBoundingClientRect().left)));

const rowOf = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });

test('an admin adds a sandbox connection, pairs it, disconnects, renames and deletes it', async ({
  page,
}) => {
  await openConnections(page, ADMIN);
  await expect(rowOf(page, SANDBOX_NAME)).toContainText('Conectado');

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
  const api = await browserApi(page);
  const listed = await api.get<WhatsappDTO[]>('/whatsapp');
  const found = listed.find((w) => w.name === connectionName);
  expect(found?.name).toBe(connectionName);
  const created = await api.get<WhatsappDTO>(`/whatsapp/${found!.id}`);
  expect(created.status).toBe('qrcode');
  expect(created.provider).toBe('sandbox');
  await api.post(`/sandbox/${created.id}/pair`, { qrcode: created.qrcode });
  await expect(qrModal).toBeHidden();
  await expect(row).toContainText('Conectado');
  await expect(row.getByRole('button', { name: 'Desconectar' })).toBeVisible();
  const columnsAt = await headerLefts(page);

  // disconnect: try again / new QR, and the menu warns with '!'
  await row.getByRole('button', { name: 'Desconectar' }).click();
  await page
    .getByRole('dialog', { name: 'Desconectar' })
    .getByRole('button', { name: 'Desconectar' })
    .click();
  await expect(row).toContainText('Desconectado');
  await expect(row.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Novo QR CODE' })).toBeVisible();
  // two buttons where there was one: no column moved
  expect(await headerLefts(page)).toEqual(columnsAt);
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

  // delete it: it holds a ticket, so a second question says the conversations go too
  const digits = String(Date.now()).slice(-8);
  const contact = await api.post<{ id: number }>('/contacts', {
    name: `Cliente da conexão ${stamp}`,
    number: `55119${digits}`,
  });
  await api.post('/tickets', { contactId: contact.id, whatsappId: created.id, status: 'open' });
  await renamedRow.getByRole('button', { name: 'Excluir conexão' }).click();
  await page
    .getByRole('dialog', { name: 'Excluir' })
    .getByRole('button', { name: 'Excluir' })
    .click();
  const second = page.getByRole('dialog', { name: 'Excluir conexão e atendimentos' });
  await expect(second).toContainText('Para guardar o histórico, desconecte a conexão');
  // nothing is deleted until the second answer
  expect((await api.get<WhatsappDTO[]>('/whatsapp')).map((w) => w.name)).toContain(renamed);
  await second.getByRole('button', { name: 'Excluir tudo' }).click();
  await expect(page.getByText('Conexão excluída com sucesso!')).toBeVisible();
  await expect(renamedRow).toHaveCount(0);
  await expect(rowOf(page, SANDBOX_NAME)).toContainText('Conectado');
});

test('a user sees the connections without any action buttons', async ({ page }) => {
  await openConnections(page, AGENT);
  const row = rowOf(page, SANDBOX_NAME);
  await expect(row).toContainText('Conectado');
  await expect(page.getByRole('button', { name: 'Adicionar WhatsApp' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Desconectar' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Editar conexão' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Excluir conexão' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Conexões' })).toHaveCount(0);
});
