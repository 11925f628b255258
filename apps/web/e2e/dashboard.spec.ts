import { expect, test, type Page } from './fixtures';
import { AGENT, apiAs, browserApi, customerOpensTicket, logIn, takeTicket } from './support';

test.use({ baseURL: process.env.ATENDE_E2E_URL });

const number = `55${String(Date.now()).slice(-9)}3`;
const counter = (page: Page, label: string) =>
  page.getByRole('group', { name: label }).getByRole('paragraph');

test('the dashboard shows a ticket resolved a moment ago, without a reload', async ({
  page,
  request,
}) => {
  await logIn(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('Horários em America/Sao_Paulo')).toBeVisible();
  const finished = counter(page, 'Finalizados');
  await expect(finished).toHaveText(/^\d+$/);
  const before = Number(await finished.textContent());
  const agentRow = page.getByRole('row').filter({ hasText: 'Bruno Agente' }).first();
  await expect(agentRow).toBeVisible();
  const agentBefore = Number(await agentRow.getByRole('cell').nth(3).textContent());

  // a customer writes; the agent takes the conversation in Atendimento and resolves it, elsewhere
  const admin = await browserApi(page);
  const ticket = await customerOpensTicket(admin, { number, name: 'Cliente Painel' }, 'Oi');
  const queues = await admin.get<{ id: number; name: string }[]>('/queue');
  const atendimento = queues.find((q) => q.name === 'Atendimento')!.id;
  await admin.put(`/tickets/${ticket.id}`, { queueId: atendimento });
  const agent = await apiAs(request, AGENT);
  await takeTicket(agent, ticket.id);
  await agent.put(`/tickets/${ticket.id}`, { status: 'closed' });

  await expect(finished).toHaveText(String(before + 1));
  await expect(agentRow.getByRole('cell').nth(3)).toHaveText(String(agentBefore + 1));
  await expect(page.getByRole('region', { name: 'Clientes' })).toContainText('Cliente Painel');
});

test('an attendant who reloads the dashboard still sees themselves online', async ({ page }) => {
  await logIn(page);
  await page.goto('/');
  const ownDot = page
    .getByRole('row')
    .filter({ hasText: 'Ana Admin' })
    .getByRole('img', { name: 'Online' });
  await expect(ownDot).toBeVisible();
  // the page's socket closes and the new page's opens a moment later (decision 0133)
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(ownDot).toBeVisible();
});

test('reports: the tickets of the month, and a CSV download of them', async ({ page }) => {
  await logIn(page);
  await page.getByRole('link', { name: 'Relatórios' }).click();
  await expect(page.getByRole('heading', { name: 'Relatórios' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Cliente Painel' }).first()).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(
    /^relatorio-tickets-\d{4}-\d{2}-01-\d{4}-\d{2}-\d{2}\.csv$/,
  );
  const text = await (await file.createReadStream()).toArray();
  expect(Buffer.concat(text).toString('utf8')).toContain('Cliente Painel');
  await expect(page.getByText('Relatório baixado')).toBeVisible();
});
