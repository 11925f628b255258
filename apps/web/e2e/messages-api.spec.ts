import { expect, test } from './fixtures';
import { browserApi, logIn, sandboxId } from './support';

test.use({ baseURL: process.env.ATENDE_E2E_URL });

interface PhoneMessage {
  direction: string;
  body: string;
  mediaName: string | null;
}

test('an admin finds the API token and sends a text and a file from the test forms to the simulated phone', async ({
  page,
}) => {
  await logIn(page);
  // the browser's session: signing in again elsewhere would end it
  const api = await browserApi(page);
  const connectionId = await sandboxId(api);
  const number = `55${String(Date.now()).slice(-9)}7`;
  const phone = async () =>
    (
      await api.get<{ messages: PhoneMessage[] }>(
        `/sandbox/${connectionId}/messages?number=${number}`,
      )
    ).messages.filter((m) => m.direction === 'out');

  await page.goto('/messages-api');
  await expect(page.getByRole('heading', { name: 'API de Mensagens' })).toBeVisible();
  const token = await page.getByLabel('Token', { exact: true }).inputValue();
  expect(token).toMatch(/\S{16,}/);
  await expect(page.getByLabel('cURL', { exact: true })).toContainText(
    `Authorization: Bearer ${token}`,
  );

  const text = page.getByRole('form', { name: 'Mensagem de texto' });
  await text.getByLabel(/Número/).fill(number);
  await text.getByLabel(/Mensagem/).fill('Teste da API pela página');
  await text.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText(/^Mensagem enviada com sucesso \(atendimento \d+\)$/)).toBeVisible();

  const media = page.getByRole('form', { name: 'Mensagem com arquivo' });
  await media.getByLabel(/Número/).fill(number);
  await media.getByTestId('messages-api-file').setInputFiles({
    name: 'pedido.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n%pedido\n'),
  });
  await expect(media.getByText('pedido.pdf')).toBeVisible();
  await media.getByRole('button', { name: 'Enviar' }).click();

  await expect
    .poll(async () => (await phone()).map((m) => m.mediaName ?? m.body))
    .toEqual(['Teste da API pela página', 'pedido.pdf']);

  for (const width of [1440, 390]) {
    for (const mode of ['light', 'dark'] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.evaluate((m) => localStorage.setItem('preferredTheme', m), mode);
      await page.reload();
      await expect(page.getByRole('heading', { name: 'API de Mensagens' })).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `page wider than ${width} px`).toBe(0);
      await page.screenshot({
        path: test.info().outputPath(`messages-api-${width}-${mode}.png`),
        fullPage: true,
      });
    }
  }
});
