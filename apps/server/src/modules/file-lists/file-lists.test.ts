import type { FileListDTO, MessageDTO } from '@atende/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, openDemoDesk, startTestApp, type TestApp } from '../../../test/harness';
import { PDF, PNG, uploadOptions } from './file-lists.testkit';

describe('file lists (/files)', () => {
  let t: TestApp;
  let desk: Awaited<ReturnType<typeof openDemoDesk>>;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp({ jobs: true });
    desk = await openDemoDesk(t, { bot: false });
    token = desk.admin.token;
  });
  afterAll(() => t.close());

  const create = (body: object) => t.request('POST', '/files', token, body);

  it('refuses a short name and a missing message with the spec texts', async () => {
    const res = await create({ name: 'ab', message: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ name: 'nome muito curto', message: 'Required' });
  });

  it('creates a list with options, uploads their files by content, edits and deletes', async () => {
    const made = await create({
      name: 'Catálogo',
      message: 'Segue nosso catálogo',
      options: [{ name: 'Tabela de preços' }, { name: 'Foto' }],
    });
    expect(made.statusCode).toBe(200);
    const list = made.json<FileListDTO>();
    expect(list.options.map((o) => [o.name, o.file])).toEqual([
      ['Tabela de preços', null],
      ['Foto', null],
    ]);
    const [pdfOpt, pngOpt] = list.options;

    const lying = await uploadOptions(t, token, list.id, String(pngOpt.id), [
      { name: 'foto.png', type: 'image/png', data: PDF },
    ]);
    expect(lying.statusCode).toBe(400);
    const stranger = await uploadOptions(t, token, list.id, '999999', [
      { name: 'foto.png', type: 'image/png', data: PNG },
    ]);
    expect(stranger.json().fields).toEqual({ id: 'Opção não encontrada nesta lista' });

    const up = await uploadOptions(t, token, list.id, `${pdfOpt.id},${pngOpt.id}`, [
      { name: 'precos.pdf', type: 'application/pdf', data: PDF },
      { name: 'foto.png', type: 'image/png', data: PNG },
    ]);
    expect(up.statusCode, up.body).toBe(200);
    const withFiles = up.json<FileListDTO>();
    expect(withFiles.options.map((o) => o.mediaType)).toEqual(['application/pdf', 'image/png']);
    const file = await t.app.inject({
      method: 'GET',
      url: withFiles.options[1].file!,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PNG)).toBe(true);

    const page = (await t.request('GET', '/files?searchParam=catalogo', token)).json();
    expect(page.hasMore).toBe(false);
    expect(page.files.map((f: FileListDTO) => f.name)).toEqual(['Catálogo']);

    const edited = await t.request('PUT', `/files/${list.id}`, token, {
      name: 'Catálogo 2026',
      message: 'Novo catálogo',
      options: [{ id: pngOpt.id, name: 'Foto da loja' }, { name: 'Vídeo' }],
    });
    expect(edited.json<FileListDTO>().options.map((o) => [o.name, !!o.file])).toEqual([
      ['Foto da loja', true],
      ['Vídeo', false],
    ]);
    const gone = await t.app.inject({
      method: 'GET',
      url: withFiles.options[0].file!,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(gone.statusCode).toBe(404);
    const del = await t.request('DELETE', `/files/${list.id}`, token);
    expect(del.json()).toEqual({ message: 'Lista de arquivos excluída' });
    expect((await t.request('GET', `/files/${list.id}`, token)).statusCode).toBe(404);
  });

  it('sends a list from the chat: its files, captioned by its message, to the customer', async () => {
    const list = (
      await create({
        name: 'Boas-vindas',
        message: 'Olá! Veja os anexos',
        options: [{ name: 'Foto' }],
      })
    ).json<FileListDTO>();
    await uploadOptions(t, token, list.id, String(list.options[0].id), [
      { name: 'foto.png', type: 'image/png', data: PNG },
    ]);
    await desk.customerSays('5511977770001', 'Oi, quero o catálogo');
    const tickets = (await t.request('GET', '/tickets?status=pending', token)).json().tickets;
    const ticket = tickets.find(
      (x: { contact: { number: string } }) => x.contact.number === '5511977770001',
    );
    await t.request('PUT', `/tickets/${ticket.id}`, token, {
      status: 'open',
      userId: desk.admin.user.id,
    });
    const sent = await t.request('POST', `/files/${list.id}/send`, token, { ticketId: ticket.id });
    expect(sent.statusCode, sent.body).toBe(200);
    const messages = sent.json().messages as MessageDTO[];
    expect(messages.map((m) => [m.body, m.mediaType])).toEqual([['Olá! Veja os anexos', 'image']]);
    await eventually(async () => {
      const page = (await t.request('GET', `/messages/${ticket.id}`, token)).json();
      const mine = page.messages.find((m: MessageDTO) => m.id === messages[0].id);
      expect(mine.sendStatus).toBe('sent');
    });
    // the sent message keeps its copy when the list goes
    await t.request('DELETE', `/files/${list.id}`, token);
    const media = await t.app.inject({
      method: 'GET',
      url: `/api/messages/${messages[0].id}/media`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(media.statusCode).toBe(200);
  });
});
