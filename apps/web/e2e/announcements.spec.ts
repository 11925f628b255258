import { expect, test, type Page } from './fixtures';
import { E2E_ADMIN } from './global-setup';
import { deflateSync } from 'node:zlib';
import { AGENT, logIn } from './support';

test.use({ baseURL: process.env.ATENDE_E2E_URL });

const stamp = Date.now().toString(36);

/** A real 320×120 PNG (a blue band over a light one), so the image shows in the screenshots. */
function bannerPng(): Buffer {
  const width = 320;
  const height = 120;
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const [r, g, b] = y < 70 ? [25, 118, 210] : [227, 242, 253];
    for (let x = 0; x < width; x++) rows.set([r, g, b], y * (width * 3 + 1) + 1 + x * 3);
  }
  return Buffer.concat([
    Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Waits for the popover's fade-in to end before a screenshot. */
const settled = (page: Page) => expect(page.locator('.MuiPopover-paper')).toHaveCSS('opacity', '1');

async function shoot(page: Page, name: string) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect.soft(scrollWidth, 'page wider than the screen').toBeLessThanOrEqual(clientWidth);
  const path = test.info().outputPath(`${name}.png`);
  await page.screenshot({ path });
  await test.info().attach(name, { path, contentType: 'image/png' });
}

const setTheme = (page: Page, mode: 'light' | 'dark') =>
  page.evaluate((m) => localStorage.setItem('preferredTheme', m), mode);

test('the super admin publishes an announcement with an image; every user sees it', async ({
  page,
  browser,
}) => {
  const title = `Manutenção programada ${stamp}`;
  await logIn(page, E2E_ADMIN);
  await page.goto('/announcements');
  await expect(page.getByRole('heading', { name: 'Informativos' })).toBeVisible();
  await page.getByRole('button', { name: 'Novo informativo' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Título').fill(title);
  await dialog.getByLabel('Texto').fill('O sistema fica fora do ar domingo, das 22h às 23h.');
  await dialog.getByLabel('Prioridade').click();
  await page.getByRole('option', { name: 'Alta' }).click();
  await page.getByTestId('announcement-file').setInputFiles({
    name: 'aviso.png',
    mimeType: 'image/png',
    buffer: bannerPng(),
  });
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row).toContainText('Alta');
  await expect(row).toContainText('aviso.png');
  await expect(row).toContainText('Ativo');

  // a user of the demo company sees it in the top bar, with its image
  const agentContext = await browser.newContext({ baseURL: process.env.ATENDE_E2E_URL });
  const agent = await agentContext.newPage();
  await logIn(agent, AGENT);
  await agent.getByRole('button', { name: /^Informativos: \d+$/ }).click();
  const item = agent.getByRole('listitem').filter({ hasText: title });
  await expect(item).toContainText('O sistema fica fora do ar');
  await expect(item.getByRole('img', { name: `Imagem do informativo ${title}` })).toBeVisible();
  await agent.keyboard.press('Escape');

  // switched off on the page: it leaves the agent's top bar at once
  await row.getByRole('button', { name: `Editar informativo ${title}` }).click();
  await dialog.getByLabel('Status').click();
  await page.getByRole('option', { name: 'Inativo' }).click();
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(row).toContainText('Inativo');
  await agent.getByRole('button', { name: /^Informativos: \d+$/ }).click();
  await expect(agent.getByRole('listitem').filter({ hasText: title })).toHaveCount(0);
  await agentContext.close();
});

test('announcements page and popover at 1280 and 390 px, light and dark', async ({ page }) => {
  await logIn(page, E2E_ADMIN);
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const headers = { Authorization: `Bearer ${token}` };
  const made = await page.request.post('/api/announcements', {
    headers,
    data: {
      title: `Nova versão disponível ${stamp}`,
      text: 'Atualizamos o painel: a lista de atendimentos ficou mais rápida e o menu mudou de lugar.',
      priority: 2,
    },
  });
  expect(made.ok()).toBe(true);
  const { id } = (await made.json()) as { id: number };
  await page.request.post(`/api/announcements/${id}/media-upload`, {
    headers,
    multipart: {
      file: { name: 'banner.png', mimeType: 'image/png', buffer: bannerPng() },
    },
  });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    for (const mode of ['light', 'dark'] as const) {
      await setTheme(page, mode);
      await page.goto('/announcements');
      await expect(page.getByRole('row', { name: /Nova versão disponível/ })).toBeVisible();
      await shoot(page, `announcements-${width}-${mode}`);
      await page
        .getByRole('button', { name: `Editar informativo Nova versão disponível ${stamp}` })
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await shoot(page, `announcement-modal-${width}-${mode}`);
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: /^Informativos: \d+$/ }).click();
      await expect(page.getByRole('list', { name: 'Informativos' })).toBeVisible();
      await expect(page.getByRole('img', { name: /Nova versão disponível/ })).toBeVisible();
      await settled(page);
      await shoot(page, `announcements-popover-${width}-${mode}`);
      await page.keyboard.press('Escape');
    }
  }
});
