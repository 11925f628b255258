import fs from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test, type Page } from './fixtures';
import { AGENT, apiAs, customerOpensTicket, logIn, takeTicket } from './support';

test.use({ baseURL: process.env.ATENDE_E2E_URL });

/**
 * Every screen passes axe's WCAG 2.1 A and AA rules (contrast, names, labels, list and ARIA
 * structure), in light and dark. axe runs inside the page through the DevTools protocol, which
 * the Content Security Policy leaves alone (a <script> tag would be refused).
 */
const axeSource = fs.readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

declare global {
  interface Window {
    axe: {
      run: (
        context: Document,
        options: object,
      ) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }>;
    };
  }
}

/** The rules broken on the page as it is now, each with the elements that break it. */
async function violations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const result = await window.axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return result.violations.map(
      (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
  });
}

/** Opens the page, waits for its heading and for the lists to load, and checks it. */
async function checkPage(page: Page, path: string, heading: string | RegExp) {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
  await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0);
  expect.soft(await violations(page), `${path} breaks`).toEqual([]);
}

/** The admin's pages and the heading that says each one has loaded. */
const ADMIN_PAGES: [string, string | RegExp][] = [
  ['/', 'Dashboard'],
  ['/contacts', 'Contatos'],
  ['/connections', 'Conexões'],
  ['/queues', 'Filas & Chatbot'],
  ['/users', 'Usuários'],
  ['/tags', 'Tags'],
  ['/quick-messages', 'Respostas Rápidas'],
  ['/schedules', /^Agendamentos/],
  ['/kanban', 'Kanban'],
  ['/todolist', 'Tarefas'],
  ['/chats', 'Chat Interno'],
  ['/campaigns', 'Campanhas'],
  ['/contact-lists', 'Listas de Contatos'],
  ['/settings', 'Configurações'],
  ['/reports', 'Relatórios'],
  ['/financeiro', 'Faturas'],
];

/** Pages of fewer visits, checked in light mode only (their colours are the ones above). */
const MORE_PAGES: [string, string | RegExp][] = [
  ['/helps', /^Ajuda/],
  ['/files', 'Lista de arquivos'],
  ['/prompts', 'Prompts'],
  ['/queue-integration', 'Integrações'],
  ['/messages-api', 'API de Mensagens'],
  ['/webhooks', 'Webhooks'],
  ['/notifications', 'Notificações'],
  ['/subscription', 'Assinatura'],
  ['/campaigns-config', 'Configurações de Campanhas'],
];

const stamp = Date.now().toString(36);
const digits = String(Date.now()).slice(-8);

for (const theme of ['light', 'dark'] as const) {
  test(`the admin's ticket, its contact and the notifications pass the WCAG A and AA checks in ${theme} mode`, async ({
    page,
    request,
  }) => {
    // a ticket of the admin's own, so that the list, the conversation and the header have content
    const api = await apiAs(request);
    const customer = {
      number: `55119${theme === 'light' ? 1 : 2}${digits}`,
      name: `A11y ${stamp}`,
    };
    const ticket = await customerOpensTicket(api, customer, `Olá, preciso de ajuda ${stamp}`);
    await takeTicket(api, ticket.id);
    // and a message scheduled to the customer, drawn inside the calendar's month table
    await api.post('/schedules', {
      body: `Lembrete ${stamp}`,
      contactId: ticket.contact.id,
      sendAt: new Date(Date.now() + 3_600_000).toISOString(),
    });

    await logIn(page, undefined, { theme });
    // the ticket's message is still unread: the bell lists it
    await page.getByRole('button', { name: /^Notificações: / }).click();
    await expect(page.getByRole('list', { name: 'Notificações' })).toBeVisible();
    expect.soft(await violations(page), 'the notifications panel breaks').toEqual([]);
    await page.keyboard.press('Escape');

    await page.goto(`/tickets/${ticket.uuid}`);
    await expect(page.getByText(`Olá, preciso de ajuda ${stamp}`)).toBeVisible();
    expect.soft(await violations(page), 'the open ticket breaks').toEqual([]);

    await page.getByRole('button', { name: 'Ver dados do contato' }).click();
    await expect(page.getByRole('heading', { name: 'Dados do contato' })).toBeVisible();
    expect.soft(await violations(page), 'the contact drawer breaks').toEqual([]);
    await page.keyboard.press('Escape');
  });

  // the pages in tests of their own, half each, so that every test stays well inside the limit
  const half = Math.ceil(ADMIN_PAGES.length / 2);
  for (const [part, pages] of [
    ['1/2', ADMIN_PAGES.slice(0, half)],
    ['2/2', ADMIN_PAGES.slice(half)],
  ] as const) {
    test(`the admin's pages (${part}) pass the WCAG A and AA checks in ${theme} mode`, async ({
      page,
    }) => {
      await logIn(page, undefined, { theme });
      for (const [path, heading] of pages) await checkPage(page, path, heading);
    });
  }
}

test("the admin's pages of fewer visits pass the WCAG A and AA checks", async ({ page }) => {
  await logIn(page, undefined, { theme: 'light' });
  for (const [path, heading] of MORE_PAGES) await checkPage(page, path, heading);
});

test("the agent's tickets on a phone pass the WCAG A and AA checks", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page, AGENT);
  await expect(page).toHaveURL(/\/tickets$/);
  await expect(page.getByRole('tab').first()).toBeVisible();
  expect.soft(await violations(page), 'the ticket list breaks').toEqual([]);
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await expect(page.getByRole('link', { name: 'Contatos' })).toBeVisible();
  expect.soft(await violations(page), 'the side menu breaks').toEqual([]);
});

test('the first Tab offers to skip the menu and the top bar to the page', async ({ page }) => {
  await logIn(page);
  await page.goto('/contacts');
  await expect(page.getByRole('heading', { name: 'Contatos' })).toBeVisible();
  const skip = page.getByRole('link', { name: 'Pular para o conteúdo' });
  await expect(skip).not.toBeInViewport();
  await page.keyboard.press('Tab');
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await expect(page).toHaveURL(/\/contacts$/);
  // the next stop is the page's own first control, not the menu's first entry
  await page.keyboard.press('Tab');
  await expect(page.getByRole('main').locator(':focus')).toHaveCount(1);
});
