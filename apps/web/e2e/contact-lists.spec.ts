import fs from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { expect, test } from './fixtures';
import { apiAs, browserApi, logIn, sandboxId } from './support';

test.use({ baseURL: process.env.ATENDE_E2E_URL });

const stamp = Date.now().toString(36);
const tail = String(Date.now()).slice(-7);
const listName = `Lista ${stamp}`;

/** The page's own example spreadsheet (two sample rows) with the rows of this run added. */
async function spreadsheetFrom(example: string) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(example);
  const sheet = book.worksheets[0];
  sheet.addRow(['Ana Planilha', `5511${tail}1`, 'ana@exemplo.com']);
  sheet.addRow(['Bruno Planilha', `(11) 9${tail}2`, '']);
  sheet.addRow(['Carla Repetida', `5511${tail}1`, '']);
  sheet.addRow(['Sem Número', '12', '']);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const localNow = () => {
  const d = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

test('contact lists: create a list, import a spreadsheet, watch validity fill in, run a campaign to it', async ({
  page,
  request,
}) => {
  // no pause between the campaign's messages (the campaign settings are the company's)
  const setup = await apiAs(request);
  await setup.post('/campaign-settings', {
    messageInterval: 0,
    longerIntervalAfter: 0,
    greaterInterval: 0,
    variables: [],
  });
  await logIn(page);
  await page.goto('/contact-lists');
  await expect(page.getByRole('heading', { name: 'Listas de Contatos' })).toBeVisible();

  // create: the spec's length rule, then a good name
  await page.getByRole('button', { name: 'Adicionar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Adicionar lista de contatos' });
  await dialog.getByRole('textbox', { name: 'Nome' }).fill('A');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog.getByText('Muito curto!')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Nome' }).fill(listName);
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: listName });
  await expect(row).toContainText('0');

  // the example spreadsheet downloads from the row
  const downloading = page.waitForEvent('download');
  await row.getByRole('button', { name: 'Baixar planilha de exemplo' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('lista-de-contatos-exemplo.xlsx');
  const xlsx = await spreadsheetFrom((await download.path())!);

  // open the list and import, confirming first
  await row.getByRole('button', { name: 'Ver contatos' }).click();
  await expect(page.getByRole('heading', { name: listName })).toBeVisible();
  await page.getByRole('button', { name: 'Importar' }).click();
  const importer = page.getByRole('dialog', { name: 'Importar planilha' });
  await importer
    .getByLabel('Arquivo da planilha')
    .setInputFiles({ name: 'clientes.xlsx', mimeType: 'application/octet-stream', buffer: xlsx });
  await importer.getByRole('button', { name: 'Importar' }).click();
  await expect(importer.getByText(/Deseja continuar\?/)).toBeVisible();
  await importer.getByRole('button', { name: 'Importar' }).click();
  const report = importer.getByRole('region', { name: 'Resultado da importação' });
  await expect(report.getByText('Adicionados: 4')).toBeVisible();
  await expect(report.getByText('Unidos: 1')).toBeVisible();
  await expect(report.getByText('Recusados: 1')).toBeVisible();
  await expect(report.getByRole('row').filter({ hasText: 'Sem Número' })).toContainText(
    'Número inválido',
  );
  await importer.getByRole('button', { name: 'Fechar' }).click();

  // the items are listed at once; their WhatsApp validity fills in live
  const items = page.getByRole('row').filter({ hasText: 'Planilha' });
  await expect(items).toHaveCount(2);
  await expect(page.getByRole('status')).toHaveText('Verificação no WhatsApp: 4 de 4 (4 válidos)');
  await expect(items.getByRole('img', { name: 'WhatsApp válido' })).toHaveCount(2);
  await expect(items.first()).toContainText('ana@exemplo.com');

  // back on the lists page, the count follows
  await page.getByRole('button', { name: 'Voltar às listas' }).click();
  await expect(page.getByRole('row').filter({ hasText: listName })).toContainText('4');
  await fs.rm((await download.path())!, { force: true });

  // a campaign to the imported list reaches every valid number on the simulated phone
  await page.goto('/campaigns');
  await page.getByRole('button', { name: 'Nova Campanha' }).click();
  const campaign = page.getByRole('dialog', { name: 'Nova Campanha' });
  const name = `Campanha da ${listName}`;
  await campaign.getByLabel('Nome').fill(name);
  await campaign.getByRole('combobox', { name: 'Lista de Contatos' }).click();
  await page.getByRole('option', { name: listName }).click();
  await campaign.getByRole('combobox', { name: 'Conexão' }).click();
  await page.getByRole('option', { name: 'Telefone simulado' }).click();
  await campaign.getByLabel('Agendamento').fill(localNow());
  await campaign.getByLabel('Mensagem', { exact: true }).fill('Oferta para {nome}');
  await campaign.getByRole('button', { name: 'Salvar' }).click();
  await expect(campaign).toBeHidden();
  await page
    .getByRole('row')
    .filter({ hasText: name })
    .getByRole('button', { name: 'Relatório' })
    .click();
  await expect(page.getByTestId('campaign-progress')).toHaveText('100%', { timeout: 30_000 });
  await expect(page.getByTestId('count-valid')).toHaveText('4');
  await expect(page.getByTestId('count-delivered')).toHaveText('4');
  await expect(page.getByTestId('count-failed')).toHaveText('0');
  await expect(page.getByTestId('count-unknown')).toHaveText('0');
  await expect(page.getByText('Finalizada')).toBeVisible();
  const api = await browserApi(page);
  const connectionId = await sandboxId(api);
  const phone = await api.get<{ messages: Array<{ direction: string; body: string }> }>(
    `/sandbox/${connectionId}/messages?number=5511${tail}1`,
  );
  // the row merged into Ana's (same number) sends once, with the name kept from the first row
  expect(phone.messages.filter((m) => m.direction === 'out').map((m) => m.body)).toEqual([
    'Oferta para Ana Planilha',
  ]);
});
