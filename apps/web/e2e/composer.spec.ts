import { chromium } from '@playwright/test';
import { expect, test, type APIRequestContext, type Page } from './fixtures';

test.use({ baseURL: process.env.ATENDE_E2E_URL });

const base = process.env.ATENDE_E2E_URL ?? '';
const stamp = Date.now().toString(36);
const digits = String(Date.now()).slice(-9);
const ADMIN = { email: 'admin@demo.test', password: 'demo1234' };
/** A 1×1 transparent PNG. */
const PNG_1X1 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

interface Ticket {
  id: number;
  uuid: string;
  contact: { number: string };
}

/** Through the API as the demo admin: a customer writes, the admin takes the ticket. */
async function openTicketFor(request: APIRequestContext, n: number): Promise<Ticket> {
  const login = await request.post(`${base}/api/auth/login`, { data: ADMIN });
  const { token, user } = (await login.json()) as { token: string; user: { id: number } };
  const headers = { Authorization: `Bearer ${token}` };
  const connections = (await (await request.get(`${base}/api/whatsapp`, { headers })).json()) as {
    id: number;
    name: string;
  }[];
  const sandbox = connections.find((c) => c.name === 'Telefone simulado')!;
  const number = `55${digits}${n}`;
  await request.post(`${base}/api/sandbox/${sandbox.id}/messages`, {
    headers,
    data: { number, name: `Cliente ${stamp}`, body: `Oi ${stamp}` },
  });
  let ticket: Ticket | undefined;
  await expect
    .poll(async () => {
      const res = await request.get(`${base}/api/tickets?status=pending&showAll=true`, { headers });
      ticket = ((await res.json()) as { tickets: Ticket[] }).tickets.find(
        (t) => t.contact.number === number,
      );
      return !!ticket;
    })
    .toBe(true);
  await request.put(`${base}/api/tickets/${ticket!.id}`, {
    headers,
    data: { status: 'open', userId: user.id },
  });
  return ticket!;
}

async function logIn(page: Page, theme: 'light' | 'dark' = 'light') {
  await page.goto('/login');
  await page.evaluate((t) => localStorage.setItem('preferredTheme', t), theme);
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Senha', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).not.toHaveURL(/\/login$/);
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
  await logIn(page);
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
    const context = await browser.newContext({ baseURL: base, locale: 'pt-BR' });
    await context.grantPermissions(['microphone']);
    const page = await context.newPage();
    const ticket = await openTicketFor(request, 2);
    await logIn(page);
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
