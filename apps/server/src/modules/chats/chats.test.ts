import {
  CHAT_MESSAGES,
  chatRoomChannel,
  chatUserChannel,
  type ChatDTO,
  type ChatMessageDTO,
} from '@atende/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, plans } from '../../db/schema';
import {
  DEMO_LOGINS,
  eventually,
  record,
  sleep,
  startTestApp,
  type Session,
  type TestApp,
} from '../../../test/harness';

describe('internal chats', () => {
  let t: TestApp;
  let ana: Session; // admin, owner of the chats below
  let bruno: Session; // agent
  beforeAll(async () => {
    t = await startTestApp();
    ana = await t.login(DEMO_LOGINS.admin.email, DEMO_LOGINS.admin.password);
    bruno = await t.login(DEMO_LOGINS.agent.email, DEMO_LOGINS.agent.password);
  });
  afterAll(() => t.close());

  const newChat = async (title: string, users: unknown[] = [{ id: bruno.user.id, name: 'B' }]) => {
    const res = await t.request('POST', '/chats', ana.token, { title, users });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ChatDTO>();
  };
  const unreadsOf = (chat: ChatDTO) =>
    Object.fromEntries(chat.users.map((u) => [u.userId, u.unreads]));

  it('the dialog’s rules: a title and at least one user; a blank message is refused', async () => {
    const noTitle = await t.request('POST', '/chats', ana.token, {
      title: '  ',
      users: [bruno.user.id],
    });
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json().fields).toEqual({ title: CHAT_MESSAGES.titleRequired });
    const noUsers = await t.request('POST', '/chats', ana.token, { title: 'Equipe', users: [] });
    expect(noUsers.json().fields).toEqual({ users: CHAT_MESSAGES.usersRequired });
    const missing = await t.request('POST', '/chats', ana.token, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({
      title: CHAT_MESSAGES.titleRequired,
      users: CHAT_MESSAGES.usersRequired,
    });
    const badUser = await t.request('POST', '/chats', ana.token, { title: 'X', users: ['abc'] });
    expect(badUser.statusCode).toBe(400);
    const unknown = await t.request('POST', '/chats', ana.token, { title: 'X', users: [999_999] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual({ users: CHAT_MESSAGES.userNotFound });

    const chat = await newChat('Regras');
    const blank = await t.request('POST', `/chats/${chat.id}/messages`, ana.token, {
      message: ' ',
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fields).toEqual({ message: 'Obrigatório' });
    expect((await t.request('GET', '/chats/abc', ana.token)).statusCode).toBe(400);
  });

  it('creates a chat with its owner as a member; both list it and open it by uuid', async () => {
    const chat = await newChat('Plantão de sábado');
    expect(chat).toMatchObject({
      title: 'Plantão de sábado',
      ownerId: ana.user.id,
      lastMessage: '',
      users: [
        { userId: ana.user.id, unreads: 0, user: { id: ana.user.id, name: 'Ana Admin' } },
        { userId: bruno.user.id, unreads: 0, user: { id: bruno.user.id, name: 'Bruno Agente' } },
      ],
    });
    const listed = (await t.request('GET', '/chats?searchParam=sabado', bruno.token)).json();
    expect(listed).toEqual({ records: [chat], hasMore: false });
    const byUuid = await t.request('GET', `/chats/${chat.uuid}`, bruno.token);
    expect(byUuid.json()).toEqual(chat);
  });

  it('messages count unread for the others, page from the newest, and reading clears the count', async () => {
    const chat = await newChat('Conversa longa');
    for (let i = 1; i <= 25; i++) {
      const sent = await t.request('POST', `/chats/${chat.id}/messages`, ana.token, {
        message: `mensagem ${i}`,
      });
      expect(sent.statusCode).toBe(200);
    }
    const answer = await t.request('POST', `/chats/${chat.id}/messages`, bruno.token, {
      message: 'li tudo',
    });
    expect(answer.json()).toMatchObject({
      chatId: chat.id,
      message: 'li tudo',
      senderId: bruno.user.id,
      sender: { id: bruno.user.id, name: 'Bruno Agente' },
    });
    const now = (await t.request('GET', `/chats/${chat.id}`, ana.token)).json<ChatDTO>();
    expect(now.lastMessage).toBe('li tudo');
    expect(unreadsOf(now)).toEqual({ [ana.user.id]: 1, [bruno.user.id]: 25 });
    // the most recently active chat comes first
    const first = (await t.request('GET', '/chats', bruno.token)).json().records[0];
    expect(first.id).toBe(chat.id);

    const page1 = (await t.request('GET', `/chats/${chat.id}/messages`, bruno.token)).json();
    expect(page1.count).toBe(26);
    expect(page1.hasMore).toBe(true);
    const texts1 = page1.records.map((m: ChatMessageDTO) => m.message);
    expect(texts1).toEqual([
      ...Array.from({ length: 19 }, (_, i) => `mensagem ${i + 7}`),
      'li tudo',
    ]);
    const older = (
      await t.request(
        'GET',
        `/chats/${chat.id}/messages?before=${page1.records[0].id}`,
        bruno.token,
      )
    ).json();
    expect(older.records.map((m: ChatMessageDTO) => m.message)).toEqual(
      Array.from({ length: 6 }, (_, i) => `mensagem ${i + 1}`),
    );
    expect(older.hasMore).toBe(false);
    const page2 = (
      await t.request('GET', `/chats/${chat.id}/messages?pageNumber=2`, bruno.token)
    ).json();
    expect(page2.records).toEqual(older.records);

    const read = await t.request('POST', `/chats/${chat.id}/read`, bruno.token, {
      userId: ana.user.id,
    });
    expect(read.statusCode).toBe(200);
    // the session says who read, whatever userId is sent
    expect(unreadsOf(read.json())).toEqual({ [ana.user.id]: 1, [bruno.user.id]: 0 });
  });

  it('GET /chats/unread lists every unread chat, also those past the list’s first page', async () => {
    const before = (await t.request('GET', '/chats/unread', bruno.token)).json<{
      chatIds: number[];
    }>().chatIds;
    const older = await newChat('Pergunta antiga');
    await t.request('POST', `/chats/${older.id}/messages`, ana.token, { message: 'viu isto?' });
    // 20 newer chats push it off the first page of GET /chats
    for (let i = 1; i <= 20; i++) await newChat(`Recente ${i}`);
    const firstPage = (await t.request('GET', '/chats', bruno.token)).json<{
      records: ChatDTO[];
    }>();
    expect(firstPage.records.map((c) => c.id)).not.toContain(older.id);

    const unread = await t.request('GET', '/chats/unread', bruno.token);
    expect(unread.statusCode).toBe(200);
    expect(unread.json().chatIds).toEqual([older.id, ...before]);
    // the sender has nothing unread in it
    expect((await t.request('GET', '/chats/unread', ana.token)).json().chatIds).not.toContain(
      older.id,
    );
    await t.request('POST', `/chats/${older.id}/read`, bruno.token, { userId: bruno.user.id });
    expect((await t.request('GET', '/chats/unread', bruno.token)).json().chatIds).toEqual(before);
  });

  it('only the owner edits or deletes; a member taken out no longer finds the chat', async () => {
    const chat = await newChat('Só da Ana');
    const put = await t.request('PUT', `/chats/${chat.id}`, bruno.token, {
      title: 'Tomada',
      users: [bruno.user.id],
    });
    expect(put.statusCode).toBe(403);
    expect(put.json().message).toBe(CHAT_MESSAGES.ownerOnly);
    expect((await t.request('DELETE', `/chats/${chat.id}`, bruno.token)).statusCode).toBe(403);

    const renamed = await t.request('PUT', `/chats/${chat.id}`, ana.token, {
      title: 'Só da Ana (renomeada)',
      users: [ana.user.id],
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({
      title: 'Só da Ana (renomeada)',
      users: [{ userId: ana.user.id }],
    });
    expect((await t.request('GET', `/chats/${chat.id}`, bruno.token)).statusCode).toBe(404);
    const msg = await t.request('POST', `/chats/${chat.id}/messages`, bruno.token, {
      message: 'oi',
    });
    expect(msg.statusCode).toBe(404);

    expect((await t.request('DELETE', `/chats/${chat.id}`, ana.token)).statusCode).toBe(200);
    expect((await t.request('GET', `/chats/${chat.id}`, ana.token)).statusCode).toBe(404);
  });

  it('a removed owner leaves the chat and its messages behind, editable by nobody', async () => {
    const created = await t.request('POST', '/users', ana.token, {
      name: 'Carla Temporária',
      email: 'carla.temp@demo.test',
      password: 'Carla1234',
    });
    expect(created.statusCode, created.body).toBe(200);
    const carla = await t.login('carla.temp@demo.test', 'Carla1234');
    const chat = (
      await t.request('POST', '/chats', carla.token, { title: 'Da Carla', users: [bruno.user.id] })
    ).json<ChatDTO>();
    await t.request('POST', `/chats/${chat.id}/messages`, carla.token, { message: 'até logo' });
    expect((await t.request('DELETE', `/users/${carla.user.id}`, ana.token)).statusCode).toBe(200);

    const left = (await t.request('GET', `/chats/${chat.id}`, bruno.token)).json<ChatDTO>();
    expect(left).toMatchObject({ ownerId: null, lastMessage: 'até logo' });
    expect(left.users.map((u) => u.userId)).toEqual([bruno.user.id]);
    const page = (await t.request('GET', `/chats/${chat.id}/messages`, bruno.token)).json();
    expect(page.records).toEqual([
      expect.objectContaining({ message: 'até logo', senderId: null, sender: null }),
    ]);
    const put = await t.request('PUT', `/chats/${chat.id}`, bruno.token, {
      title: 'Minha agora',
      users: [bruno.user.id],
    });
    expect(put.statusCode).toBe(403);
  });

  it('live: members hear create, new-message, update and delete on their channel and the open chat', async () => {
    const brunoSocket = await t.connectSocket(bruno.token);
    const mine = record(brunoSocket, chatUserChannel(ana.user.companyId, bruno.user.id));
    const chat = await newChat('Ao vivo');
    await eventually(() => expect(mine).toEqual([{ action: 'create', record: chat }]));

    const room = record(brunoSocket, chatRoomChannel(ana.user.companyId, chat.id));
    brunoSocket.emit('joinChat', chat.id);
    await sleep(100);
    const sent = (
      await t.request('POST', `/chats/${chat.id}/messages`, ana.token, { message: 'chegou?' })
    ).json<ChatMessageDTO>();
    const heard = {
      action: 'new-message',
      newMessage: sent,
      chat: expect.objectContaining({ lastMessage: 'chegou?' }),
    };
    await eventually(() => expect(room).toEqual([heard]));
    expect(mine.at(-1)).toEqual(heard);

    await t.request('POST', `/chats/${chat.id}/read`, bruno.token, {});
    await eventually(() =>
      expect(room.at(-1)).toEqual({
        action: 'update',
        chat: expect.objectContaining({ id: chat.id }),
      }),
    );

    // taken out: the list drops it and the open chat goes quiet
    await t.request('PUT', `/chats/${chat.id}`, ana.token, {
      title: 'Ao vivo',
      users: [ana.user.id],
    });
    await eventually(() => expect(mine.at(-1)).toEqual({ action: 'delete', id: chat.id }));
    const roomCount = room.length;
    await t.request('POST', `/chats/${chat.id}/messages`, ana.token, { message: 'sem o Bruno' });
    await sleep(200);
    expect(room.length).toBe(roomCount);
    // and joining again is refused
    brunoSocket.emit('joinChat', chat.id);
    await sleep(100);
    await t.request('POST', `/chats/${chat.id}/messages`, ana.token, { message: 'ainda sem' });
    await sleep(200);
    expect(room.length).toBe(roomCount);
  });

  it('without the plan’s internal chat, a member cannot join the chat’s room', async () => {
    const chat = await newChat('Plano');
    const brunoSocket = await t.connectSocket(bruno.token);
    const room = record(brunoSocket, chatRoomChannel(ana.user.companyId, chat.id));
    const setFlag = (useInternalChat: boolean) =>
      t.deps.db
        .update(plans)
        .set({ useInternalChat })
        .where(
          eq(
            plans.id,
            sql`(select ${companies.planId} from ${companies} where ${companies.id} = ${ana.user.companyId})`,
          ),
        );
    await setFlag(false);
    try {
      brunoSocket.emit('joinChat', chat.id);
      await sleep(150);
    } finally {
      await setFlag(true);
    }
    const sent = await t.request('POST', `/chats/${chat.id}/messages`, ana.token, {
      message: 'ouviu?',
    });
    expect(sent.statusCode).toBe(200);
    await sleep(200);
    expect(room).toEqual([]);
  });
});
