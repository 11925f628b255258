import type { WhatsappDTO } from '@atende/shared';
import { messagesWebhook, signedWebhook } from '../../server/test/fake-graph-api';
import { expect, test } from './fixtures';
import { E2E_GRAPH_TOKEN } from './global-setup';
import { BASE_URL, apiAs, browserApi, logIn, takeTicket, waitingTicket } from './support';

test.use({ baseURL: process.env.ATENDE_E2E_URL });

const stamp = Date.now().toString(36);
const APP_SECRET = `e2e-templates-secret-${stamp}`;
const PHONE_ID = `1098${String(Date.now()).slice(-9)}`;
const customer = { number: `5511${String(Date.now()).slice(-8)}4`, name: `Marta Modelo ${stamp}` };

test('past the 24-hour window an agent sends an approved template from the chat', async ({
  page,
}) => {
  const api = await apiAs(page.request);
  const connection = await api.post<WhatsappDTO>('/whatsapp', {
    name: `Oficial modelos ${stamp}`,
    provider: 'cloud-api',
    cloudApi: {
      phoneNumberId: PHONE_ID,
      businessAccountId: '2233445566',
      accessToken: E2E_GRAPH_TOKEN,
      appSecret: APP_SECRET,
      verifyToken: 'e2e-verify',
    },
  });
  // the customer last wrote 25 hours ago: the window is closed
  const sentAt = Math.floor((Date.now() - 25 * 3600_000) / 1000);
  const { body, headers } = signedWebhook(
    APP_SECRET,
    messagesWebhook(PHONE_ID, {
      contacts: [{ profile: { name: customer.name }, wa_id: customer.number }],
      messages: [
        {
          from: customer.number,
          id: `wamid.E2E${stamp}`,
          timestamp: String(sentAt),
          type: 'text',
          text: { body: 'Vocês ainda têm o produto?' },
        },
      ],
    }),
  );
  const delivered = await page.request.post(`${BASE_URL}/api/webhooks/cloud-api/${connection.id}`, {
    data: body,
    headers,
  });
  expect(delivered.status()).toBe(200);
  const ticket = await waitingTicket(api, customer.number);
  await takeTicket(api, ticket.id);

  await logIn(page);
  await page.setViewportSize({ width: 390, height: 844 });
  const chat = page.getByRole('region', { name: customer.name });
  const dialog = page.getByRole('dialog', { name: 'Enviar um modelo aprovado' });
  const text = 'Olá Marta, aqui é da Loja Demo. Podemos continuar o seu atendimento?';
  // filled in light and in dark (screenshots for review); the dark one is sent
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((t) => localStorage.setItem('preferredTheme', t), theme);
    await page.goto(`/tickets/${ticket.uuid}`);
    await expect(chat.getByText(/A janela de 24 horas para responder/)).toBeVisible();
    await chat.getByRole('button', { name: 'Enviar modelo' }).click();
    await dialog.getByRole('combobox', { name: 'Modelo' }).click();
    // the rejected template of the business account is not offered
    await expect(page.getByRole('option')).toHaveText([
      'hello_world (en_US)',
      'retomar_atendimento (pt_BR)',
    ]);
    await page.getByRole('option', { name: 'retomar_atendimento (pt_BR)' }).click();
    await dialog.getByRole('textbox', { name: 'Parâmetro 1' }).fill('Marta');
    await dialog.getByRole('textbox', { name: 'Parâmetro 2' }).fill('Loja Demo');
    await expect(dialog.getByLabel('Prévia')).toContainText(text);
    await page.screenshot({ path: test.info().outputPath(`template-picker-390-${theme}.png`) });
    if (theme === 'light') await dialog.getByRole('button', { name: 'Cancelar' }).click();
  }

  await dialog.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText('Modelo enviado')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(chat.getByText(text)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('template-sent-390-dark.png') });
  await page.evaluate(() => localStorage.setItem('preferredTheme', 'light'));

  // removed again, leaving the demo company as it was
  const removed = await page.request.delete(
    `${BASE_URL}/api/whatsapp/${connection.id}?deleteTickets=true`,
    {
      headers: { Authorization: `Bearer ${(await browserApi(page)).token}` },
    },
  );
  expect(removed.ok()).toBe(true);
});
