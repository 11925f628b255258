import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './fixtures';
import { browserApi, customerWrites, logIn, sandboxId } from './support';

test.use({ baseURL: process.env.ATENDE_E2E_URL });

interface Hit {
  raw: string;
  signature: string;
  type: string;
  body?: string;
}

/** An integrator's receiver on 127.0.0.1 that keeps every POST with its raw body. */
async function startReceiver() {
  const hits: Hit[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const json = JSON.parse(raw) as { type: string; data: { message?: { body: string } } };
      hits.push({
        raw,
        signature: String(req.headers['x-atende-signature']),
        type: json.type,
        body: json.data.message?.body,
      });
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end('ok do receptor');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/atende`, hits, close: () => server.close() };
}

test('an admin registers a webhook and receives a signed event for a customer message, shown in the log', async ({
  page,
}) => {
  const receiver = await startReceiver();
  try {
    await logIn(page);
    const api = await browserApi(page);
    const connectionId = await sandboxId(api);

    await page.goto('/webhooks');
    await expect(page.getByRole('heading', { name: 'Webhooks' })).toBeVisible();
    await page.getByRole('button', { name: 'Adicionar webhook' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/Endereço/).fill(receiver.url);
    await dialog.getByLabel('Descrição').fill('CRM de teste');
    // 'Mensagem criada' comes checked
    await expect(dialog.getByLabel('Mensagem criada')).toBeChecked();
    await dialog.getByRole('button', { name: 'Salvar' }).click();

    const secretField = page.getByLabel('Segredo', { exact: true });
    await expect(secretField).toBeVisible();
    const secret = await secretField.inputValue();
    expect(secret).toMatch(/^whsec_/);
    await page.getByRole('button', { name: 'Concluído' }).click();
    const row = page.getByRole('row', { name: new RegExp(receiver.url) });
    await expect(row.getByText('Ativo')).toBeVisible();
    await expect(page.getByText(secret)).toHaveCount(0);

    const number = `55${String(Date.now()).slice(-9)}3`;
    await customerWrites(api, connectionId, { number, name: 'Cliente Webhook' }, 'Pedido 4521?');
    await expect.poll(() => receiver.hits.filter((h) => h.body === 'Pedido 4521?').length).toBe(1);
    const hit = receiver.hits.find((h) => h.body === 'Pedido 4521?')!;
    expect(hit.type).toBe('message.created');
    const expected = `sha256=${createHmac('sha256', secret).update(hit.raw).digest('hex')}`;
    expect(hit.signature).toBe(expected);

    await row.getByRole('button', { name: 'Entregas' }).click();
    const log = page.getByRole('dialog');
    const delivered = log.getByTestId('delivery-row').filter({ hasText: 'ok do receptor' }).first();
    await expect(delivered).toContainText('Mensagem criada');
    await expect(delivered).toContainText('Entregue');
    await expect(delivered).toContainText('200');
    await expect(delivered.getByRole('button', { name: 'Reenviar' })).toBeVisible();

    // a redelivery sends the same event again
    const before = receiver.hits.length;
    await delivered.getByRole('button', { name: 'Reenviar' }).click();
    await expect(page.getByText('Entrega reenviada')).toBeVisible();
    await expect.poll(() => receiver.hits.length).toBeGreaterThan(before);
  } finally {
    receiver.close();
  }
});
