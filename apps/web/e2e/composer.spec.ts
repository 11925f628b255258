import { chromium } from '@playwright/test';
import type { TicketDTO } from '@atende/shared';
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { ADMIN, BASE_URL, PNG_1X1, apiAs, customerOpensTicket, logIn, takeTicket } from './support';

test.use({ baseURL: process.env.ATENDE_E2E_URL });

const stamp = Date.now().toString(36);
const digits = String(Date.now()).slice(-9);

/** Through the API as the demo admin: a customer writes, the admin takes the ticket. */
async function openTicketFor(request: APIRequestContext, n: number): Promise<TicketDTO> {
  const api = await apiAs(request);
  const customer = { number: `55${digits}${n}`, name: `Cliente ${stamp}` };
  const ticket = await customerOpensTicket(api, customer, `Oi ${stamp}`);
  await takeTicket(api, ticket.id);
  return ticket;
}

const bubble = (page: Page, text: string) =>
  page.getByRole('log').getByTestId('message').filter({ hasText: text });

/** Hands files to the page as the clipboard or a drag from the desktop would. */
async function fileEvent(page: Page, selector: string, kind: 'paste' | 'drop', name: string) {
  await page.locator(selector).evaluate(
    (el, { kind, name, png }) => {
      const bytes = Uint8Array.from(atob(png), (c) => c.charCodeAt(0));
      const data = new DataTransfer();
      data.items.add(new File([bytes], name, { type: 'image/png' }));
      if (kind === 'paste') {
        el.dispatchEvent(
          new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
        );
      } else {
        for (const type of ['dragenter', 'dragover', 'drop']) {
          el.dispatchEvent(
            new DragEvent(type, { dataTransfer: data, bubbles: true, cancelable: true }),
          );
        }
      }
    },
    { kind, name, png: PNG_1X1 },
  );
}

test('composer: focus on open, an emoji at the caret, pasted and dropped pictures', async ({
  page,
}, testInfo) => {
  const ticket = await openTicketFor(page.request, 1);
  await logIn(page, ADMIN, { theme: 'light' });
  await page.goto(`/tickets/${ticket.uuid}`);
  const input = page.getByRole('textbox', { name: 'Mensagem' });
  await expect(input).toBeFocused();

  // type, put the caret after the first word, pick an emoji found by search
  await input.fill(`Obrigado pelo contato ${stamp}`);
  await input.evaluate((el: HTMLTextAreaElement) => el.setSelectionRange(8, 8));
  await page.getByRole('button', { name: 'Emojis' }).click();
  const picker = page.getByRole('dialog', { name: 'Emojis' });
  await picker.getByRole('searchbox', { name: 'Pesquisar emoji' }).fill('joinha');
  await picker.getByRole('button', { name: '👍' }).click();
  await page.keyboard.press('Escape');
  await expect(picker).toHaveCount(0);
  await expect(input).toBeFocused();
  const text = `Obrigado👍 pelo contato ${stamp}`;
  await expect(input).toHaveValue(text);
  await input.press('Enter');
  await expect(bubble(page, text)).toBeVisible();
  await expect(input).toBeFocused();

  // a picture pasted from the clipboard, sent with a caption
  await fileEvent(page, 'textarea[aria-label="Mensagem"]', 'paste', 'colado.png');
  await expect(page.getByRole('button', { name: 'Remover colado.png' })).toBeVisible();
  await input.fill(`print colado ${stamp}`);
  await input.press('Enter');
  await expect(
    bubble(page, `print colado ${stamp}`).getByRole('img', { name: 'colado.png' }),
  ).toBeVisible();

  // a picture dropped on the messages
  await fileEvent(page, '[role="log"]', 'drop', 'arrastado.png');
  await expect(page.getByRole('button', { name: 'Remover arrastado.png' })).toBeVisible();
  await input.fill(`arrastado ${stamp}`);
  await input.press('Enter');
  await expect(
    bubble(page, `arrastado ${stamp}`).getByRole('img', { name: 'arrastado.png' }),
  ).toBeVisible();

  // the picker open, wide and phone-sized, light and dark (screenshots for review)
  for (const theme of ['light', 'dark'] as const) {
    if (theme === 'dark') {
      await page.evaluate(() => localStorage.setItem('preferredTheme', 'dark'));
    }
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
      await page.goto(`/tickets/${ticket.uuid}`);
      await page.getByRole('button', { name: 'Emojis' }).click();
      // it opens on the emojis used last
      await expect(picker.getByRole('tab', { name: 'Recentes' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(picker.getByRole('button', { name: '👍' })).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`composer-emoji-${width}-${theme}.png`) });
      await page.keyboard.press('Escape');
    }
  }
});

test('composer: a voice note recorded from the microphone', async ({ request }) => {
  // a browser of its own, with a fake microphone that plays a tone and needs no permission prompt
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  });
  try {
    const context = await browser.newContext({ baseURL: BASE_URL, locale: 'pt-BR' });
    await context.grantPermissions(['microphone']);
    const page = await context.newPage();
    const ticket = await openTicketFor(request, 2);
    await logIn(page, ADMIN, { theme: 'light' });
    await page.goto(`/tickets/${ticket.uuid}`);
    await page.getByRole('button', { name: 'Gravar mensagem de voz' }).click();
    const timer = page.getByRole('timer', { name: 'Duração da gravação' });
    await expect(timer).toBeVisible();
    // long enough to pass the 10000-byte minimum at 128 kbps
    await expect(timer).toHaveText(/^0:0[2-9]$/, { timeout: 15_000 });
    await page.getByRole('button', { name: 'Enviar mensagem de voz' }).click();
    const voiceNote = page.getByRole('log').getByTestId('message').locator('audio');
    await expect(voiceNote).toHaveCount(1);
    await expect(voiceNote).toHaveAttribute('src', /^blob:/);
    await expect(page.getByRole('textbox', { name: 'Mensagem' })).toBeFocused();
    await context.close();
  } finally {
    await browser.close();
  }
});

test('composer: a file the server refuses is named, and the composer is free again', async ({
  page,
}) => {
  const ticket = await openTicketFor(page.request, 3);
  await logIn(page, ADMIN, { theme: 'light' });
  await page.goto(`/tickets/${ticket.uuid}`);
  const files = page.getByTestId('chat-file-input');

  // a file no browser can type is refused before anything is sent
  await files.setInputFiles({
    name: 'dados.bin',
    mimeType: 'application/octet-stream',
    buffer: Buffer.alloc(1024, 1),
  });
  await expect(page.getByText('Tipo de arquivo não permitido: dados.bin')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remover dados.bin' })).toHaveCount(0);

  // an 8 MB archive the server refuses by its first bytes: the answer reaches the browser
  // although the rest of the upload was still on its way (it stalled until the server read it)
  await files.setInputFiles({
    name: 'planilhas.rar',
    mimeType: 'application/vnd.rar',
    buffer: Buffer.alloc(8 * 1024 * 1024, 82),
  });
  const input = page.getByRole('textbox', { name: 'Mensagem' });
  await input.press('Enter');
  await expect(
    page.getByText('Ocorreu um erro: Tipo de arquivo não permitido: planilhas.rar'),
  ).toBeVisible({ timeout: 20_000 });
  // the file stays to be removed, and the composer takes a message again
  await page.getByRole('button', { name: 'Remover planilhas.rar' }).click();
  const text = `Pode mandar em PDF? ${stamp}`;
  await input.fill(text);
  await input.press('Enter');
  await expect(bubble(page, text)).toBeVisible();
});
