import { CHAT_MESSAGES, chatRoomChannel, chatUserChannel, type ChatDTO } from '@atende/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_LOGINS,
  eventually,
  record,
  sleep,
  startTestApp,
  type Session,
  type TestApp,
} from '../../../test/harness';

/**
 * Only a chat's members read or post in it: a colleague of the same company who is not a
 * member (Carla) and another company's admin (B) get 404 on every route and hear no event.
 */
describe('internal chats: membership and tenant isolation', () => {
  let t: TestApp;
  let ana: Session;
  let bruno: Session;
  let carla: Session;
  let b: Session;
  let chat: ChatDTO;
  beforeAll(async () => {
    t = await startTestApp();
    ana = await t.login(DEMO_LOGINS.admin.email, DEMO_LOGINS.admin.password);
    bruno = await t.login(DEMO_LOGINS.agent.email, DEMO_LOGINS.agent.password);
    const created = await t.request('POST', '/users', ana.token, {
      name: 'Carla Colega',
      email: 'carla@demo.test',
      password: 'Carla1234',
    });
    expect(created.statusCode, created.body).toBe(200);
    carla = await t.login('carla@demo.test', 'Carla1234');
    b = (await t.signupCompany('Empresa B')).admin;
    const res = await t.request('POST', '/chats', ana.token, {
      title: 'Segredo da equipe',
      users: [bruno.user.id],
    });
    chat = res.json();
    await t.request('POST', `/chats/${chat.id}/messages`, ana.token, { message: 'só nós dois' });
  });
  afterAll(() => t.close());

  it('404 for a non-member and for another company on every route, by id and by uuid', async () => {
    for (const outsider of [carla, b]) {
      const calls: Array<[string, string, unknown?]> = [
        ['GET', `/chats/${chat.id}`],
        ['GET', `/chats/${chat.uuid}`],
        ['PUT', `/chats/${chat.id}`, { title: 'Tomada', users: [outsider.user.id] }],
        ['DELETE', `/chats/${chat.id}`],
        ['GET', `/chats/${chat.id}/messages`],
        ['GET', `/chats/${chat.id}/messages?pageNumber=1&companyId=${ana.user.companyId}`],
        ['POST', `/chats/${chat.id}/messages`, { message: 'intruso' }],
        ['POST', `/chats/${chat.id}/read`, { userId: ana.user.id }],
      ];
      for (const [method, url, body] of calls) {
        const res = await t.request(method as 'GET', url, outsider.token, body);
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.json().message).toBe(CHAT_MESSAGES.notFound);
      }
      const list = await t.request('GET', `/chats?companyId=${ana.user.companyId}`, outsider.token);
      expect(list.json()).toEqual({ records: [], hasMore: false });
      const unread = await t.request('GET', '/chats/unread', outsider.token);
      expect(unread.json()).toEqual({ chatIds: [] });
    }
    expect((await t.request('GET', '/chats/unread', bruno.token)).json()).toEqual({
      chatIds: [chat.id],
    });
    // the chat is as it was: one message, its title, two members, no unread for the intruders
    const still = (await t.request('GET', `/chats/${chat.id}`, bruno.token)).json<ChatDTO>();
    expect(still).toMatchObject({ title: 'Segredo da equipe', lastMessage: 'só nós dois' });
    expect(still.users.map((u) => [u.userId, u.unreads])).toEqual([
      [ana.user.id, 0],
      [bruno.user.id, 1],
    ]);
    const page = (await t.request('GET', `/chats/${chat.id}/messages`, bruno.token)).json();
    expect(page.records.map((m: { message: string }) => m.message)).toEqual(['só nós dois']);
  });

  it('another company’s users cannot be put in a chat (400 naming users)', async () => {
    const res = await t.request('POST', '/chats', b.token, {
      title: 'Com gente de fora',
      users: [{ id: ana.user.id, name: 'Ana Admin' }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ users: CHAT_MESSAGES.userNotFound });
    const put = await t.request('PUT', `/chats/${chat.id}`, ana.token, {
      title: 'Segredo da equipe',
      users: [bruno.user.id, b.user.id],
    });
    expect(put.statusCode).toBe(400);
    expect(put.json().fields).toEqual({ users: CHAT_MESSAGES.userNotFound });
  });

  it('outsiders cannot join the chat’s room and hear none of its events, even on its channel names', async () => {
    const companyId = ana.user.companyId;
    const brunoSocket = await t.connectSocket(bruno.token);
    const brunoRoom = record(brunoSocket, chatRoomChannel(companyId, chat.id));
    const brunoMine = record(brunoSocket, chatUserChannel(companyId, bruno.user.id));
    brunoSocket.emit('joinChat', chat.id);

    const heard: Record<string, string[]> = {};
    for (const [name, s] of [
      ['carla', carla],
      ['b', b],
    ] as const) {
      const socket = await t.connectSocket(s.token);
      heard[name] = [];
      socket.onAny((event: string) => heard[name]!.push(event));
      socket.emit('joinChat', chat.id);
      socket.emit('joinChat', String(chat.id));
    }
    await sleep(150);

    await t.request('POST', `/chats/${chat.id}/messages`, ana.token, { message: 'ninguém mais' });
    await t.request('POST', `/chats/${chat.id}/read`, bruno.token, {});
    await t.request('PUT', `/chats/${chat.id}`, ana.token, {
      title: 'Segredo renomeado',
      users: [bruno.user.id],
    });
    const second = (
      await t.request('POST', '/chats', ana.token, { title: 'Outra', users: [bruno.user.id] })
    ).json<ChatDTO>();
    await t.request('DELETE', `/chats/${second.id}`, ana.token);

    await eventually(() =>
      expect(brunoMine.map((e) => (e as { action: string }).action)).toEqual([
        'new-message',
        'update',
        'update',
        'create',
        'delete',
      ]),
    );
    await eventually(() =>
      expect(brunoRoom.map((e) => (e as { action: string }).action)).toEqual([
        'new-message',
        'update',
        'update',
      ]),
    );
    await sleep(200);
    expect(heard).toEqual({ carla: [], b: [] });
  });
});
