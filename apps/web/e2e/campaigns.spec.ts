import fs from 'node:fs';
import { expect, test, type Page } from './fixtures';
import {
  apiAs,
  browserApi,
  customerOpensTicket,
  customerWrites,
  logIn,
  sandboxId,
} from './support';

test.use({ baseURL: process.env.ATENDE_E2E_URL });

const stamp = Date.now().toString(36);
const base = String(Date.now()).slice(-8);
const customers = [1, 2, 3].map((i) => ({ number: `55${base}${i}1`, name: `Camp ${stamp} ${i}` }));
/** Screenshots for a look at the screens, when asked for (not part of the assertions). */
const SHOTS = process.env.CAMPAIGN_SHOTS_DIR;
const THEME = process.env.CAMPAIGN_SHOTS_THEME === 'dark' ? 'dark' : 'light';

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}-${THEME}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

const localNow = () => {
  const d = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

test('campaigns: a five-variant campaign with confirmation runs on the simulated phone and its report reaches 100 %', async ({
  page,
  request,
}) => {
  const setup = await apiAs(request);
  const connectionId = await sandboxId(setup);
  await setup.post('/campaign-settings', {
    messageInterval: 0,
    longerIntervalAfter: 0,
    greaterInterval: 0,
    variables: [{ key: 'loja', value: 'Loja E2E' }],
  });
  // the target: a tag list (the contacts whose tickets hold the tag)
  const tag = await setup.post<{ id: number }>('/tags', {
    name: `Campanha ${stamp}`,
    color: '#5C59A0',
  });
  for (const c of customers) {
    const ticket = await customerOpensTicket(setup, c, 'Olá');
    await setup.post('/tags/sync', { ticketId: ticket.id, tags: [{ id: tag.id }] });
  }

  await logIn(page, undefined, { theme: THEME });
  // one session per user: the browser's sign-in ended the setup's
  const api = await browserApi(page);
  await page.goto('/campaigns');
  await expect(page.getByRole('heading', { name: 'Campanhas' })).toBeVisible();
  await page.getByRole('button', { name: 'Nova Campanha' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nova Campanha' });
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog.getByText('Obrigatório')).toHaveCount(2);

  const name = `Campanha E2E ${stamp}`;
  await dialog.getByLabel('Nome').fill(name);
  await dialog.getByRole('combobox', { name: 'Confirmação' }).click();
  await page.getByRole('option', { name: 'Habilitada' }).click();
  await dialog.getByRole('combobox', { name: 'Lista de Etiquetas' }).click();
  await page.getByRole('option', { name: `Campanha ${stamp}` }).click();
  await dialog.getByRole('combobox', { name: 'Conexão' }).click();
  await page.getByRole('option', { name: 'Telefone simulado' }).click();
  await dialog.getByLabel('Agendamento').fill(localNow());
  for (const n of [1, 2, 3, 4, 5]) {
    await dialog.getByRole('tab', { name: `Msg. ${n}` }).click();
    await dialog
      .getByLabel('Mensagem', { exact: true })
      .fill(`Variante ${n} para {nome} da {loja}`);
    await dialog.getByLabel('Mensagem de confirmação').fill(`Confirma, {nome}? (${n})`);
  }
  await shoot(page, 'campaign-dialog');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog).toBeHidden();

  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Habilitada');
  await shoot(page, 'campaigns-list');
  await row.getByRole('button', { name: 'Relatório' }).click();
  await expect(page).toHaveURL(/\/campaign\/\d+\/report$/);
  await expect(page.getByRole('heading', { name: `Relatório da campanha ${name}` })).toBeVisible();

  // every confirmation asked: 100 %, 3 requested, none delivered yet
  await expect(page.getByTestId('campaign-progress')).toHaveText('100%', { timeout: 30_000 });
  await expect(page.getByTestId('count-confirmationRequested')).toHaveText('3');
  await expect(page.getByTestId('count-delivered')).toHaveText('0');

  // each customer answers; the real message follows and the cards count it live
  for (const c of customers) await customerWrites(api, connectionId, c, 'Sim');
  await expect(page.getByTestId('count-confirmed')).toHaveText('3', { timeout: 30_000 });
  await expect(page.getByTestId('count-delivered')).toHaveText('3', { timeout: 30_000 });
  await expect(page.getByTestId('count-valid')).toHaveText('3');
  await expect(page.getByTestId('count-unknown')).toHaveText('0');
  await expect(page.getByText('Finalizada')).toBeVisible();
  const phone = await api.get<{ messages: Array<{ direction: string; body: string }> }>(
    `/sandbox/${connectionId}/messages?number=${customers[1]!.number}`,
  );
  const received = phone.messages.filter((m) => m.direction === 'out').map((m) => m.body);
  expect(received.filter((b) => b.startsWith('Variante'))).toEqual([
    `Variante 2 para ${customers[1]!.name} da Loja E2E`,
  ]);
  expect(received.filter((b) => b.startsWith('Confirma'))).toEqual([
    `Confirma, ${customers[1]!.name}? (2)`,
  ]);
  await shoot(page, 'campaign-report');
  // the CSV opens in columns in a spreadsheet set to Portuguese: ';', BOM, Portuguese words
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exportar CSV' }).click(),
  ]);
  const csv = fs.readFileSync(await download.path(), 'utf8').split('\r\n');
  expect(csv[0]).toBe(
    '\uFEFFNome;Número;E-mail;Mensagem;Situação;Confirmação pedida em;Confirmado em;Entregue em;Erro',
  );
  expect(csv.filter((line) => line.includes(';Entregue;'))).toHaveLength(3);

  await page.goto('/campaigns-config');
  await expect(page.getByRole('heading', { name: 'Configurações de Campanhas' })).toBeVisible();
  await expect(page.getByRole('cell', { name: '{loja}' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Atalho' }).fill('loja');
  await expect(page.getByText('Já existe uma variável com este atalho')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Adicionar' })).toBeDisabled();
  await shoot(page, 'campaign-settings');
});
