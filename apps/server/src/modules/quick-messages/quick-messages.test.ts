import type { QuickMessageDTO } from '@atende/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DomainEvent } from '../../events';
import { companyChannel } from '@atende/shared';
import {
  DEMO_LOGINS,
  eventually,
  record,
  startTestApp,
  type Session,
  type TestApp,
} from '../../../test/harness';
import { multipart, PNG, pngUpload } from './quick-messages.testkit';

describe('quick messages', () => {
  let t: TestApp;
  let admin: Session;
  let agent: Session;
  const events: DomainEvent[] = [];
  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login(DEMO_LOGINS.admin.email, DEMO_LOGINS.admin.password);
    agent = await t.login(DEMO_LOGINS.agent.email, DEMO_LOGINS.agent.password);
    t.deps.events.on((e) => {
      if (e.type.startsWith('quickMessage.')) events.push(e);
    });
  });
  afterAll(() => t.close());

  const create = (body: object, token = admin.token) =>
    t.request('POST', '/quick-messages', token, body);
  const page = async (query: string, token = admin.token) => {
    const res = await t.request('GET', `/quick-messages?${query}`, token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { records: QuickMessageDTO[]; hasMore: boolean };
  };
  const upload = (id: number, form = pngUpload(), token = admin.token) =>
    t.app.inject({
      method: 'POST',
      url: `/api/quick-messages/${id}/media-upload`,
      headers: { authorization: `Bearer ${token}`, ...form.headers },
      payload: form.payload,
    });
  const download = (url: string, token?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it('creates, reads, updates and deletes; company and author come from the session', async () => {
    events.length = 0;
    const res = await create({
      shortcode: '  ola ',
      message: 'Olá! Como posso ajudar?',
      geral: true,
      companyId: 999,
      userId: 999,
    });
    expect(res.statusCode, res.body).toBe(200);
    const created = res.json() as QuickMessageDTO;
    expect(created).toEqual({
      id: expect.any(Number),
      shortcode: 'ola',
      message: 'Olá! Como posso ajudar?',
      geral: true,
      userId: admin.user.id,
      isMedia: false,
      mediaUrl: null,
      mediaName: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(events).toEqual([
      { type: 'quickMessage.created', companyId: admin.user.companyId, record: created },
    ]);

    const read = await t.request('GET', `/quick-messages/${created.id}`, admin.token);
    expect(read.json()).toEqual(created);

    const put = await t.request('PUT', `/quick-messages/${created.id}`, admin.token, {
      shortcode: 'ola2',
      message: 'Oi!',
      geral: true,
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ id: created.id, shortcode: 'ola2', message: 'Oi!' });
    expect(events.at(-1)).toMatchObject({
      type: 'quickMessage.updated',
      record: { id: created.id },
    });

    const del = await t.request('DELETE', `/quick-messages/${created.id}`, admin.token);
    expect(del.statusCode).toBe(200);
    expect(events.at(-1)).toEqual({
      type: 'quickMessage.deleted',
      companyId: admin.user.companyId,
      quickMessageId: created.id,
    });
    const gone = await t.request('GET', `/quick-messages/${created.id}`, admin.token);
    expect(gone.statusCode).toBe(404);
    const again = await t.request('DELETE', `/quick-messages/${created.id}`, admin.token);
    expect(again.statusCode).toBe(404);
  });

  it("answers 'Obrigatório' and other bad input with 400 naming the field", async () => {
    expect((await create({ message: 'x' })).json().fields).toEqual({ shortcode: 'Obrigatório' });
    const blank = await create({ shortcode: '   ', message: 'x' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fields).toEqual({ shortcode: 'Obrigatório' });
    expect((await create({ shortcode: 'x'.repeat(101) })).json().fields).toEqual({
      shortcode: 'Too Long!',
    });
    const badGeral = await create({ shortcode: 'a', geral: 'sim' });
    expect(badGeral.statusCode).toBe(400);
    expect(badGeral.json().fields).toHaveProperty('geral');
    const badType = await create({ shortcode: 12 });
    expect(badType.statusCode).toBe(400);
    expect(badType.json().fields).toHaveProperty('shortcode');
    const badId = await t.request('GET', '/quick-messages/abc', admin.token);
    expect(badId.statusCode).toBe(400);
    expect(badId.json().fields).toHaveProperty('id');
    const badPage = await t.request('GET', '/quick-messages?pageNumber=0', admin.token);
    expect(badPage.statusCode).toBe(400);
    expect(badPage.json().fields).toHaveProperty('pageNumber');
    const put = await t.request('PUT', '/quick-messages/1', admin.token, { message: 'x' });
    expect(put.statusCode).toBe(400);
    expect(put.json().fields).toEqual({ shortcode: 'Obrigatório' });
    // a message without a text is allowed (an attachment may be all it carries)
    const bare = await create({ shortcode: 'so-anexo' });
    expect(bare.statusCode).toBe(200);
    expect(bare.json().message).toBe('');
  });

  it('searches shortcode and message ignoring case and accents, and pages by 20', async () => {
    const mk = (shortcode: string, message: string) =>
      create({ shortcode, message, geral: true }).then((r) => r.json() as QuickMessageDTO);
    const promo = await mk('Promoção', 'Confira nossas ofertas');
    const hours = await mk('horario', 'Atendemos das 8h às 18h, de SEGUNDA a sexta');
    const pct = await mk('desconto', 'Ganhe 10% de desconto');

    expect((await page('searchParam=promocao')).records.map((r) => r.id)).toEqual([promo.id]);
    expect((await page('searchParam=PROMOÇÃO')).records.map((r) => r.id)).toEqual([promo.id]);
    expect((await page('searchParam=segunda')).records.map((r) => r.id)).toEqual([hours.id]);
    expect((await page('searchParam=as 18h')).records.map((r) => r.id)).toEqual([hours.id]);
    // LIKE wildcards are taken literally
    expect((await page('searchParam=%25')).records.map((r) => r.id)).toEqual([pct.id]);
    expect((await page('searchParam=nada-disso')).records).toEqual([]);

    for (let i = 0; i < 25; i++) await mk(`pag-${String(i).padStart(2, '0')}`, 'pagina');
    const first = await page('searchParam=pag-&pageNumber=1');
    expect(first.records).toHaveLength(20);
    expect(first.hasMore).toBe(true);
    expect(first.records[0].shortcode).toBe('pag-00');
    const second = await page('searchParam=pag-&pageNumber=2');
    expect(second.records.map((r) => r.shortcode)).toEqual([
      'pag-20',
      'pag-21',
      'pag-22',
      'pag-23',
      'pag-24',
    ]);
    expect(second.hasMore).toBe(false);
  });

  it('shows shared ones to everyone, own ones to their author only; author or admin edits', async () => {
    const shared = (await create({ shortcode: 'vis-geral', geral: true })).json();
    const adminOwn = (await create({ shortcode: 'vis-admin' })).json();
    const agentOwn = (await create({ shortcode: 'vis-agente' }, agent.token)).json();
    const agentShared = (
      await create({ shortcode: 'vis-agente-geral', geral: true }, agent.token)
    ).json();

    const codes = async (token: string) =>
      (await page('searchParam=vis-', token)).records.map((r) => r.shortcode);
    expect(await codes(admin.token)).toEqual(['vis-admin', 'vis-agente-geral', 'vis-geral']);
    expect(await codes(agent.token)).toEqual(['vis-agente', 'vis-agente-geral', 'vis-geral']);
    const listed = (await t.request('GET', '/quick-messages/list', agent.token)).json();
    const ids = listed.map((r: QuickMessageDTO) => r.id);
    expect(ids).toEqual(expect.arrayContaining([shared.id, agentOwn.id, agentShared.id]));
    expect(ids).not.toContain(adminOwn.id);

    // another user's private message does not exist for them
    const peek = await t.request('GET', `/quick-messages/${adminOwn.id}`, agent.token);
    expect(peek.statusCode).toBe(404);
    const edit = await t.request('PUT', `/quick-messages/${adminOwn.id}`, agent.token, {
      shortcode: 'x',
    });
    expect(edit.statusCode).toBe(404);
    // a shared one is visible, but only its author or an admin may change it
    const notAuthor = await t.request('PUT', `/quick-messages/${shared.id}`, agent.token, {
      shortcode: 'tomado',
    });
    expect(notAuthor.statusCode).toBe(403);
    expect(
      (await t.request('DELETE', `/quick-messages/${shared.id}`, agent.token)).statusCode,
    ).toBe(403);
    expect((await upload(shared.id, pngUpload(), agent.token)).statusCode).toBe(403);
    const byAdmin = await t.request('PUT', `/quick-messages/${agentShared.id}`, admin.token, {
      shortcode: 'vis-agente-geral',
      message: 'revisado pelo admin',
      geral: true,
    });
    expect(byAdmin.statusCode).toBe(200);
    // the author keeps authorship when an admin edits
    expect(byAdmin.json().userId).toBe(agent.user.id);
    const byAuthor = await t.request('DELETE', `/quick-messages/${agentOwn.id}`, agent.token);
    expect(byAuthor.statusCode).toBe(200);
  });

  it('refuses a shortcode an agent would already see in the / list, in any case', async () => {
    const taken = {
      error: 'ERR_VALIDATION',
      fields: { shortcode: 'Já existe uma resposta rápida com este atalho' },
    };
    const shared = (await create({ shortcode: 'dup-geral', geral: true })).json();
    const own = (await create({ shortcode: 'dup-agente' }, agent.token)).json();

    // a shared shortcode, by anyone, whatever the case
    const again = await create({ shortcode: 'DUP-Geral' }, agent.token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject(taken);
    // sharing a shortcode someone already uses privately would give them two
    const sharedOverOwn = await create({ shortcode: 'dup-agente', geral: true });
    expect(sharedOverOwn.json()).toMatchObject(taken);
    // the same private shortcode by another user is theirs alone: both keep it
    const adminOwn = await create({ shortcode: 'dup-agente' });
    expect(adminOwn.statusCode).toBe(200);
    // an update may keep its own shortcode, not take another's
    const keep = await t.request('PUT', `/quick-messages/${own.id}`, agent.token, {
      shortcode: 'dup-agente',
      message: 'revisado',
    });
    expect(keep.statusCode).toBe(200);
    const takeShared = await t.request('PUT', `/quick-messages/${own.id}`, agent.token, {
      shortcode: 'dup-geral',
    });
    expect(takeShared.json()).toMatchObject(taken);
    expect((await t.request('GET', `/quick-messages/${shared.id}`, agent.token)).statusCode).toBe(
      200,
    );
    expect((await page('searchParam=dup-', agent.token)).records.map((r) => r.shortcode)).toEqual([
      'dup-agente',
      'dup-geral',
    ]);
  });

  it("a private quick reply's events reach its author only; made private, it leaves the others' lists", async () => {
    const channel = companyChannel(admin.user.companyId, 'quickmessage');
    const adminSocket = await t.connectSocket(admin.token);
    const agentSocket = await t.connectSocket(agent.token);
    const adminHeard = record(adminSocket, channel) as { action: string; id?: number }[];
    const agentHeard = record(agentSocket, channel) as { action: string; id?: number }[];

    const own = (await create({ shortcode: 'privada-rt', message: 'só minha' })).json();
    const shared = (
      await create({ shortcode: 'geral-rt', message: 'de todos', geral: true })
    ).json();
    await eventually(() => expect(adminHeard.filter((e) => e.action === 'create')).toHaveLength(2));
    await eventually(() => expect(agentHeard).toHaveLength(1));
    expect(agentHeard[0]).toMatchObject({ action: 'create', record: { id: shared.id } });

    const hidden = await t.request('PUT', `/quick-messages/${shared.id}`, admin.token, {
      shortcode: 'geral-rt',
      message: 'agora privada',
      geral: false,
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    await eventually(() => expect(agentHeard.at(-1)).toEqual({ action: 'delete', id: shared.id }));
    expect(JSON.stringify(agentHeard)).not.toContain('só minha');
    expect(JSON.stringify(agentHeard)).not.toContain('agora privada');
    expect(own.id).toBeGreaterThan(0);
    adminSocket.disconnect();
    agentSocket.disconnect();
  });

  it('uploads, serves and removes an attachment; refuses other types and missing files', async () => {
    const qm = (
      await create({ shortcode: 'catalogo', message: 'Nosso catálogo', geral: true })
    ).json() as QuickMessageDTO;
    events.length = 0;
    const res = await upload(qm.id, pngUpload('catálogo.png'));
    expect(res.statusCode, res.body).toBe(200);
    const withFile = res.json() as QuickMessageDTO;
    expect(withFile).toMatchObject({
      isMedia: true,
      mediaName: 'catálogo.png',
      mediaUrl: `/api/quick-messages/${qm.id}/media`,
    });
    expect(events).toEqual([
      expect.objectContaining({ type: 'quickMessage.updated', record: withFile }),
    ]);
    const file = await download(withFile.mediaUrl!, agent.token);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(PNG)).toBe(true);
    expect((await download(withFile.mediaUrl!)).statusCode).toBe(401);

    const exe = multipart(
      { typeArch: 'quickMessage' },
      {
        field: 'file',
        name: 'virus.exe',
        type: 'application/x-msdownload',
        data: Buffer.from('MZ'),
      },
    );
    const refused = await upload(qm.id, exe);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ file: 'Apenas imagens png, jpg ou jpeg' });
    // a GIF or a PDF is a file WhatsApp carries, but not a quick reply's image (spec 2 §5)
    for (const [name, type, bytes] of [
      ['animado.gif', 'image/gif', 'GIF89a\x01\x00\x01\x00'],
      ['tabela.pdf', 'application/pdf', '%PDF-1.4\n'],
    ]) {
      const other = multipart(
        { typeArch: 'quickMessage' },
        { field: 'file', name, type, data: Buffer.from(bytes, 'latin1') },
      );
      const answer = await upload(qm.id, other);
      expect(answer.statusCode, name).toBe(400);
      expect(answer.json().fields, name).toEqual({ file: 'Apenas imagens png, jpg ou jpeg' });
    }
    const empty = await upload(qm.id, multipart({ typeArch: 'quickMessage' }));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toHaveProperty('file');
    const json = await t.request('POST', `/quick-messages/${qm.id}/media-upload`, admin.token, {
      file: 'x',
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().fields).toHaveProperty('file');
    // the refused uploads left the attachment alone
    expect((await download(withFile.mediaUrl!, admin.token)).statusCode).toBe(200);

    // a new upload replaces the file; removing the attachment deletes it from storage
    const storedPath = async () => {
      const result = await t.deps.db.execute(
        sql`select media_path from quick_messages where id = ${qm.id}`,
      );
      return (result as unknown as { rows: { media_path: string | null }[] }).rows[0].media_path;
    };
    const first = (await storedPath())!;
    expect((await upload(qm.id, pngUpload('novo.png'))).statusCode).toBe(200);
    const second = (await storedPath())!;
    expect(second).not.toBe(first);
    expect(t.deps.media.exists(first)).toBe(false);
    expect(t.deps.media.exists(second)).toBe(true);

    const removed = await t.request('DELETE', `/quick-messages/${qm.id}/media-upload`, admin.token);
    expect(t.deps.media.exists(second)).toBe(false);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ isMedia: false, mediaUrl: null, mediaName: null });
    expect((await download(withFile.mediaUrl!, admin.token)).statusCode).toBe(404);
    expect((await upload(999_999)).statusCode).toBe(404);
  });
});
