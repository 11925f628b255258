import type { TicketDTO } from '@atende/shared';
import { expect, test, type Page } from './fixtures';
import {
  ADMIN,
  AGENT,
  PNG_1X1,
  apiAs,
  browserApi,
  customerOpensTicket,
  customerWrites,
  logIn,
  sandboxId,
  takeTicket,
} from './support';

test.use({ baseURL: process.env.ATENDE_E2E_URL });

const stamp = Date.now().toString(36);
const digits = String(Date.now()).slice(-9);
/** A customer of this run: 55 + 9 digits of the clock + n. */
const customerOf = (n: number) => ({ number: `55${digits}${n}`, name: `Cliente ${stamp}` });

interface PhoneMessage {
  body: string;
  ack: number;
  direction: string;
}

const messagesLog = (page: Page) => page.getByRole('log');
const bubble = (page: Page, text: string) =>
  messagesLog(page).getByTestId('message').filter({ hasText: text });

test('chat: read, reply with acks, realtime answer, quote, tag, notes and resolve', async ({
  page,
}) => {
  const setup = await apiAs(page.request, ADMIN);
  const connectionId = await sandboxId(setup);
  const customer = customerOf(1);
  const { number } = customer;
  const hello = `Olá, preciso de ajuda ${stamp}`;
  const ticket = await customerOpensTicket(setup, customer, hello);
  // more than one page of messages (20 a page): the first one is on the older page
  const lines = Array.from({ length: 22 }, (_, i) => `linha ${i + 1} ${stamp}`);
  await customerWrites(setup, connectionId, customer, ...lines);
  await takeTicket(setup, ticket.id);

  // signing in in the browser ends the session above: go on with the browser's token
  await logIn(page, ADMIN);
  const api = await browserApi(page);
  await page.goto(`/tickets/${ticket.uuid}`);
  await expect(bubble(page, `linha 22 ${stamp}`)).toBeVisible();
  await expect(bubble(page, hello)).toHaveCount(0);
  // scrolling to the top loads the older page and keeps the reader where they were: the
  // oldest message shown before stays in view (which one it is depends on the bot's answers)
  const oldestShown = await messagesLog(page)
    .getByTestId('message')
    .first()
    .getAttribute('data-message-id');
  const lastSeen = messagesLog(page).locator(`[data-message-id="${oldestShown}"]`);
  await messagesLog(page).evaluate((el) => el.scrollTo({ top: 0 }));
  await expect(bubble(page, hello)).toHaveCount(1);
  await expect(lastSeen).toBeInViewport();
  await lastSeen.evaluate((el) => el.scrollIntoView());
  await bubble(page, hello).scrollIntoViewIfNeeded();
  await expect(bubble(page, hello)).toBeVisible();

  // the agent replies with Enter; the phone receives it and reads it
  const reply = `Claro, como posso ajudar? ${stamp}`;
  const input = page.getByRole('textbox', { name: 'Mensagem' });
  await input.fill(reply);
  await input.press('Enter');
  await expect(bubble(page, reply)).toBeVisible();
  await expect(input).toHaveValue('');
  const phoneSide = async () => {
    const { messages } = await api.get<{ messages: PhoneMessage[] }>(
      `/sandbox/${connectionId}/messages?number=${number}`,
    );
    return messages.find((m) => m.body.includes(reply));
  };
  await expect.poll(async () => (await phoneSide())?.ack ?? -1, { timeout: 20_000 }).toBe(3);
  // signed with the agent's name in bold by default
  expect((await phoneSide())!.body).toMatch(/^\*.+:\*\n/);
  await expect(bubble(page, reply).getByRole('img', { name: 'Lida' })).toBeVisible();

  // the customer answers: it shows without reloading
  const answer = `Meu pedido não chegou ${stamp}`;
  await customerWrites(api, connectionId, customer, answer);
  await expect(bubble(page, answer)).toBeVisible();

  // reply to (quote) the customer's answer
  await bubble(page, answer).getByRole('button', { name: 'Opções da mensagem' }).click();
  await page.getByRole('menuitem', { name: 'Responder' }).click();
  await expect(page.getByRole('group', { name: 'Respondendo a' })).toContainText(answer);
  const quoteReply = `Vou verificar o pedido ${stamp}`;
  // the reply is typed straight away: the composer has the focus
  await expect(input).toBeFocused();
  await page.keyboard.type(quoteReply);
  await page.keyboard.press('Enter');
  await expect(bubble(page, quoteReply).getByTestId('quoted-message')).toContainText(answer);
  await expect(page.getByRole('group', { name: 'Respondendo a' })).toHaveCount(0);

  // an image with a caption: shown from an authenticated blob
  const picture = `foto-${stamp}.png`;
  await page.getByTestId('chat-file-input').setInputFiles({
    name: picture,
    mimeType: 'image/png',
    buffer: Buffer.from(PNG_1X1, 'base64'),
  });
  await expect(page.getByRole('button', { name: `Remover ${picture}` })).toBeVisible();
  const caption = `Segue a foto ${stamp}`;
  await input.fill(caption);
  await input.press('Enter');
  const image = bubble(page, caption).getByRole('img', { name: picture });
  await expect(image).toBeVisible();
  await expect(image).toHaveAttribute('src', /^blob:/);
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(1);
  // a click opens it large in the app, with its caption, and saves it under its own name
  await image.click();
  const viewer = page.getByRole('dialog', { name: picture });
  await expect(viewer.getByRole('img', { name: picture })).toHaveAttribute('src', /^blob:/);
  await expect(viewer.getByText(caption)).toBeVisible();
  const download = page.waitForEvent('download');
  await viewer.getByRole('button', { name: `Baixar ${picture}` }).click();
  expect((await download).suggestedFilename()).toBe(picture);
  await page.keyboard.press('Escape');
  await expect(viewer).toHaveCount(0);

  // add a new tag
  const tag = `Urgente ${stamp}`;
  const tagsBox = page.getByRole('combobox', { name: 'Tags' });
  await tagsBox.fill(tag);
  await tagsBox.press('Enter');
  await expect(page.getByRole('button', { name: tag, exact: true })).toBeVisible();
  await expect
    .poll(async () => (await api.get<TicketDTO>(`/tickets/${ticket.id}`)).tags.map((t) => t.name))
    .toContain(tag);

  // at 1280 px with the side menu open the chat has no room beside the contact panel: it
  // slides over the chat, as on a phone (decision 0126)
  await page.getByRole('button', { name: 'Ver dados do contato' }).click();
  const floating = page.getByRole('dialog', { name: 'Dados do contato' });
  await expect(floating.getByText(number)).toBeVisible();
  await floating.getByRole('button', { name: 'Fechar' }).click();
  await expect(floating).toHaveCount(0);

  // a note in the contact drawer, on a screen wide enough for it to sit beside the chat:
  // validated, added, then deleted
  await page.setViewportSize({ width: 1680, height: 800 });
  await page.getByRole('button', { name: 'Ver dados do contato' }).click();
  const drawer = page.getByRole('complementary', { name: 'Dados do contato' });
  await expect(drawer.getByText(number)).toBeVisible();
  // the messages stay in view beside the drawer, with room to read them
  await expect(messagesLog(page)).toBeVisible();
  expect((await messagesLog(page).boundingBox())!.width).toBeGreaterThanOrEqual(560);
  // slid in: on a busy machine the sliding button can look still for two frames, and the
  // click lands where it was (seen in CI)
  await expect(drawer).toHaveCSS('transform', 'none');
  await drawer.getByRole('button', { name: 'Salvar observação' }).click();
  await expect(drawer.getByText('Obrigatório')).toBeVisible();
  const note = `Cliente VIP ${stamp}`;
  await drawer.getByRole('textbox', { name: 'Nova observação' }).fill(note);
  await drawer.getByRole('button', { name: 'Salvar observação' }).click();
  await expect(page.getByText('Observação adicionada com sucesso!')).toBeVisible();
  await expect(drawer.getByText(note)).toBeVisible();
  await drawer.getByRole('button', { name: 'Excluir observação' }).click();
  await page
    .getByRole('dialog', { name: 'Excluir esta observação?' })
    .getByRole('button', { name: 'Excluir' })
    .click();
  await expect(page.getByText('Observação excluída com sucesso!')).toBeVisible();
  await expect(drawer.getByText(note)).toHaveCount(0);
  await drawer.getByRole('button', { name: 'Fechar' }).click();
  await expect(drawer).toHaveCount(0);

  // resolve from the chat's header (the list names its button the same): confirmed, then
  // back at /tickets
  await page
    .getByRole('region', { name: `Cliente ${stamp}` })
    .getByRole('button', { name: 'Resolver' })
    .click();
  await page
    .getByRole('dialog', { name: 'Resolver este ticket?' })
    .getByRole('button', { name: 'Resolver' })
    .click();
  await expect(page).toHaveURL(/\/tickets$/);
  await expect
    .poll(async () => (await api.get<TicketDTO>(`/tickets/${ticket.id}`)).status)
    .toBe('closed');
});

test("an agent cannot open a ticket of a queue that isn't theirs", async ({ page }) => {
  const api = await apiAs(page.request, ADMIN);
  const ticket = await customerOpensTicket(api, customerOf(2), `Boleto ${stamp}`);
  const queues = await api.get<{ id: number; name: string }[]>('/queue');
  const finance = queues.find((q) => q.name === 'Financeiro');
  expect(finance?.name).toBe('Financeiro');
  await api.put(`/tickets/${ticket.id}`, { queueId: finance!.id, userId: null });

  await logIn(page, AGENT);
  await page.goto(`/tickets/${ticket.uuid}`);
  await expect(page.getByText('Acesso não permitido')).toBeVisible();
  await expect(page).toHaveURL(/\/tickets$/);
});
