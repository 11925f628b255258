import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDemoDesk, startTestApp, testClock, type TestApp } from '../../../test/harness';
import { createCampaign, seedList } from './campaigns.testkit';

type Desk = Awaited<ReturnType<typeof openDemoDesk>>;

/**
 * A contact list, tag, file list or connection a scheduled campaign still sends with is not
 * deleted (the campaign would end 'Finalizada' having sent nothing, send without its files or
 * stay paused for ever); once the campaign no longer needs it, it goes.
 */
describe('campaigns: lists and tags in use', () => {
  const clock = testClock();
  let t: TestApp;
  let desk: Desk;
  const inTwoHours = () => new Date(clock.now().getTime() + 2 * 60 * 60_000).toISOString();
  const campaign = (name: string, refs: object, scheduledAt?: string) =>
    createCampaign(t, desk.admin.token, {
      name,
      confirmation: 'Desabilitada',
      message1: 'Olá {nome}',
      whatsappId: desk.connectionId,
      scheduledAt,
      ...refs,
    });

  beforeAll(async () => {
    // the test's clock stays put: a PROGRAMADA campaign stays so
    t = await startTestApp({ jobs: true, clock });
    desk = await openDemoDesk(t, { bot: false });
  }, 120_000);
  afterAll(() => t.close());

  it('refuses to delete a contact list a scheduled campaign sends to, naming the campaign', async () => {
    const listId = await seedList(t, desk.admin.user.companyId, 'Clientes VIP', [
      { name: 'Ana', number: '5511900000001' },
    ]);
    const draft = await campaign('Rascunho', { contactListId: listId });
    const scheduled = await campaign('Black Friday', { contactListId: listId }, inTwoHours());
    expect([draft.status, scheduled.status]).toEqual(['INATIVA', 'PROGRAMADA']);

    const refused = await t.request('DELETE', `/contact-lists/${listId}`, desk.admin.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: 'ERR_USED_BY_CAMPAIGN',
      message:
        'Em uso pela campanha "Black Friday", programada ou em andamento: cancele-a ou espere que termine antes de excluir',
      fields: { campaign: 'Black Friday' },
    });
    const kept = await t.request('GET', `/contact-lists/${listId}`, desk.admin.token);
    expect(kept.json().name).toBe('Clientes VIP');
    const still = await t.request('GET', `/campaigns/${scheduled.id}`, desk.admin.token);
    expect(still.json().contactListId).toBe(listId);

    // the scheduled campaign gone, a draft naming the list does not hold it
    const gone = await t.request('DELETE', `/campaigns/${scheduled.id}`, desk.admin.token);
    expect(gone.statusCode).toBe(200);
    const deleted = await t.request('DELETE', `/contact-lists/${listId}`, desk.admin.token);
    expect(deleted.statusCode).toBe(200);
    const after = await t.request('GET', `/campaigns/${draft.id}`, desk.admin.token);
    expect(after.json().contactListId).toBeNull();
  });

  it('refuses to delete a tag a scheduled campaign sends to', async () => {
    const tag = await t.request('POST', '/tags', desk.admin.token, {
      name: 'Clientes de outubro',
      color: '#1976d2',
    });
    expect(tag.statusCode, tag.body).toBe(200);
    const tagId = tag.json().id;
    await campaign('Outubro', { tagListId: tagId }, inTwoHours());
    const refused = await t.request('DELETE', `/tags/${tagId}`, desk.admin.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().fields).toEqual({ campaign: 'Outubro' });
    const tags = (await t.request('GET', '/tags/list', desk.admin.token)).json();
    expect(tags.map((x: { name: string }) => x.name)).toContain('Clientes de outubro');
  });

  it('refuses to delete a file list a scheduled campaign attaches', async () => {
    const files = await t.request('POST', '/files', desk.admin.token, {
      name: 'Catálogo de verão',
      message: 'Segue o catálogo',
      options: [{ name: 'Tabela' }],
    });
    expect(files.statusCode, files.body).toBe(200);
    const fileListId = files.json().id;
    const listId = await seedList(t, desk.admin.user.companyId, 'Verão', [
      { name: 'Bia', number: '5511900000002' },
    ]);
    await campaign('Verão', { contactListId: listId, fileListId }, inTwoHours());
    const refused = await t.request('DELETE', `/files/${fileListId}`, desk.admin.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().fields).toEqual({ campaign: 'Verão' });
    const kept = await t.request('GET', `/files/${fileListId}`, desk.admin.token);
    expect(kept.json().options.map((o: { name: string }) => o.name)).toEqual(['Tabela']);
  });

  it('refuses to delete a connection a scheduled campaign sends through, even erasing its tickets', async () => {
    const made = await t.request('POST', '/whatsapp', desk.admin.token, {
      name: 'Número das campanhas',
      provider: 'sandbox',
    });
    expect(made.statusCode, made.body).toBe(200);
    const whatsappId = made.json().id;
    const listId = await seedList(t, desk.admin.user.companyId, 'Dezembro', [
      { name: 'Caio', number: '5511900000003' },
    ]);
    await campaign('Natal', { contactListId: listId, whatsappId }, inTwoHours());
    for (const query of ['', '?deleteTickets=true']) {
      const refused = await t.request(
        'DELETE',
        `/whatsapp/${whatsappId}${query}`,
        desk.admin.token,
      );
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        error: 'ERR_USED_BY_CAMPAIGN',
        fields: { campaign: 'Natal' },
      });
    }
    const kept = await t.request('GET', `/whatsapp/${whatsappId}`, desk.admin.token);
    expect(kept.json().name).toBe('Número das campanhas');
  });
});
