import type { TicketDTO } from '@atende/shared';
import { expect, test, type Page } from './fixtures';
import { apiAs, customerWrites, logIn, sandboxId, waitingTicket } from './support';

test.use({ baseURL: process.env.ATENDE_E2E_URL });

const stamp = Date.now().toString(36);
const number = `5511${String(Date.now()).slice(-8)}3`;
const name = `Fernanda Foto ${stamp}`;

/** The contact's avatar shows the stored picture (an object URL of the fetched file). */
const expectPicture = async (page: Page, scope: ReturnType<Page['getByRole']>) =>
  expect(scope.getByRole('img', { name }).first()).toHaveAttribute('src', /^blob:/);

test("a customer's profile picture shows in the ticket list, the chat and the contacts page", async ({
  page,
}) => {
  const api = await apiAs(page.request);
  const phone = await sandboxId(api);
  await api.put(`/sandbox/${phone}/numbers/${number}`, { onWhatsapp: true, picture: true });
  await customerWrites(api, phone, { number, name }, 'Olá, tenho foto de perfil');
  const ticket = await waitingTicket(api, number);
  await expect
    .poll(async () => (await api.get<TicketDTO>(`/tickets/${ticket.id}`)).contact.profilePicUrl)
    .toMatch(/^\/api\/contacts\/\d+\/picture\?v=\d+$/);

  await logIn(page);
  await page.goto(`/tickets/${ticket.uuid}`);
  await expectPicture(page, page.getByRole('region', { name }));
  await page.goto('/contacts');
  await page.getByRole('searchbox', { name: 'Pesquisar' }).fill(name);
  await expectPicture(page, page.getByRole('row').filter({ hasText: name }));

  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((t) => localStorage.setItem('preferredTheme', t), theme);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/tickets/${ticket.uuid}`);
    await expectPicture(page, page.getByRole('region', { name }));
    await page.screenshot({ path: test.info().outputPath(`chat-picture-390-${theme}.png`) });
  }
  await page.evaluate(() => localStorage.setItem('preferredTheme', 'light'));
});
