import type { TicketDTO } from '@atende/shared';
import { expect, test, type Page } from './fixtures';
import { browserApi, customerWrites, logIn, sandboxId, takeTicket, waitingTicket } from './support';

test.use({ baseURL: process.env.ATENDE_E2E_URL });

const stamp = Date.now().toString(36);
const customer = { number: `55${String(Date.now()).slice(-9)}7`, name: `Cliente Volta ${stamp}` };

/** Text labels of the chat log, top to bottom: separators by name, messages by their text. */
const logLines = (page: Page) =>
  page
    .getByRole('log')
    .locator('[role="separator"], [data-testid="message"]')
    .evaluateAll((els) =>
      els.map((el) =>
        el.getAttribute('role') === 'separator'
          ? `— ${el.getAttribute('aria-label')} —`
          : (el.textContent ?? '').replace(/\d{2}:\d{2}.*$/, '').trim(),
      ),
    );

test('a returning customer: the chat shows the earlier conversation above its separators', async ({
  page,
}) => {
  await logIn(page);
  const api = await browserApi(page);
  const connectionId = await sandboxId(api);

  // the first conversation: the customer asks, it is handled and resolved
  const first = `Meu pedido atrasou ${stamp}`;
  await customerWrites(api, connectionId, customer, first);
  const earlier = await waitingTicket(api, customer.number);
  await takeTicket(api, earlier.id);
  await api.put(`/tickets/${earlier.id}`, { status: 'closed' });

  // the customer comes back: a new ticket with two unread messages
  const again = `Voltei, chegou quebrado ${stamp}`;
  await customerWrites(api, connectionId, customer, again, `Podem trocar? ${stamp}`);
  const current = await waitingTicket(api, customer.number);
  expect(current.id).not.toBe(earlier.id);
  await expect.poll(async () => (await waitingTicket(api, customer.number)).unreadMessages).toBe(2);

  // the admin's peek shows the whole story and leaves the ticket unread
  await page.goto('/tickets');
  await page.getByRole('tab', { name: /Aguardando/ }).click();
  const item = page.getByRole('listitem', { name: customer.name });
  await item.getByRole('button', { name: 'Espiar conversa' }).click();
  const peek = page.getByRole('dialog', { name: `Conversa com ${customer.name}` });
  await expect(peek.getByText(again)).toBeVisible();
  await expect(peek.getByRole('separator', { name: 'Conversa encerrada' })).toHaveCount(1);
  await page.screenshot({ path: test.info().outputPath('peek-history.png') });
  await peek.getByRole('button', { name: 'Fechar' }).click();
  await expect(peek).toBeHidden();
  expect((await api.get<TicketDTO>(`/tickets/${current.id}`)).unreadMessages).toBe(2);

  // accepted, the chat shows the earlier conversation above 'ended' / 'started'
  await takeTicket(api, current.id);
  await page.goto(`/tickets/${current.uuid}`);
  await expect(page.getByRole('log').getByText(again)).toBeVisible();
  const lines = await logLines(page);
  const at = (text: string) => lines.findIndex((l) => l.includes(text));
  expect(at(first)).toBeGreaterThanOrEqual(0);
  expect(lines.slice(at(first) + 1, at(again))).toEqual(
    expect.arrayContaining(['— Conversa encerrada —', '— Conversa iniciada —']),
  );
  expect(at('Conversa encerrada')).toBeGreaterThan(at(first));
  expect(at('Conversa iniciada')).toBeGreaterThan(at('Conversa encerrada'));
  expect(at(again)).toBeGreaterThan(at('Conversa iniciada'));
  await expect
    .poll(async () => (await api.get<TicketDTO>(`/tickets/${current.id}`)).unreadMessages)
    .toBe(0);

  // how it looks: wide and phone-sized, light and dark
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((t) => localStorage.setItem('preferredTheme', t), theme);
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
      await page.reload();
      const separator = page.getByRole('separator', { name: 'Conversa encerrada' });
      await expect(separator).toBeVisible();
      await separator.scrollIntoViewIfNeeded();
      await page.screenshot({ path: test.info().outputPath(`chat-history-${width}-${theme}.png`) });
    }
  }
});
