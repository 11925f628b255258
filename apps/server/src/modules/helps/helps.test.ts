import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS, startTestApp, type Session, type TestApp } from '../../../test/harness';
import { superLogin } from '../companies/companies.testkit';

describe('help videos', () => {
  let t: TestApp;
  let root: Session;
  beforeAll(async () => {
    t = await startTestApp();
    root = await superLogin(t);
  });
  afterAll(() => t.close());

  const create = (body: object) => t.request('POST', '/helps', root.token, body);

  it('super users write them; a pasted video address keeps only the video code', async () => {
    const res = await create({
      title: 'Primeiros passos',
      video: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10s',
      description: 'Conectando o WhatsApp',
    });
    expect(res.statusCode).toBe(201);
    const help = res.json();
    expect(help).toEqual({
      id: expect.any(Number),
      title: 'Primeiros passos',
      video: 'dQw4w9WgXcQ',
      description: 'Conectando o WhatsApp',
    });
    const twin = await create({ title: 'PRIMEIROS PASSOS', video: 'dQw4w9WgXcQ' });
    expect(twin.statusCode).toBe(400);
    expect(twin.json().fields).toEqual({ title: 'Já existe uma ajuda com este título' });
    // its own title, kept on an edit, is no clash
    const short = await t.request('PUT', `/helps/${help.id}`, root.token, {
      title: 'Primeiros passos',
      video: 'https://youtu.be/aBcDeFgHiJk',
    });
    expect(short.json()).toMatchObject({ video: 'aBcDeFgHiJk', description: '' });
    expect((await t.request('GET', `/helps/${help.id}`, root.token)).json().video).toBe(
      'aBcDeFgHiJk',
    );
    expect((await t.request('DELETE', `/helps/${help.id}`, root.token)).json()).toEqual({
      message: 'Vídeo de ajuda excluído',
    });
    expect((await t.request('GET', `/helps/${help.id}`, root.token)).statusCode).toBe(404);
  });

  it('answers 400 naming the field for a missing title or a video that is no video code', async () => {
    const res = await create({ title: '', video: 'não é um vídeo' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      title: 'Required',
      video: 'Not a YouTube video code or address',
    });
    expect((await create({ title: 'Sem vídeo' })).json().fields).toEqual({ video: 'Required' });
  });

  it('every user of every company reads the same videos, by page and search', async () => {
    for (const [title, video] of [
      ['Filas e chatbot', 'AAAAAAAAAAA'],
      ['Etiquetas', 'BBBBBBBBBBB'],
      ['Respostas rápidas', 'CCCCCCCCCCC'],
    ]) {
      expect((await create({ title, video })).statusCode).toBe(201);
    }
    const agent = await t.login(DEMO_LOGINS.agent.email, DEMO_LOGINS.agent.password);
    const { admin: other } = await t.signupCompany('Outra Empresa');
    for (const who of [agent, other]) {
      const page = (await t.request('GET', '/helps', who.token)).json();
      expect(page).toMatchObject({ hasMore: false, count: 3 });
      expect(page.helps.map((h: { title: string }) => h.title)).toEqual([
        'Etiquetas',
        'Filas e chatbot',
        'Respostas rápidas',
      ]);
      const found = (await t.request('GET', '/helps?searchParam=rapidas', who.token)).json();
      expect(found.helps.map((h: { video: string }) => h.video)).toEqual(['CCCCCCCCCCC']);
      expect((await t.request('GET', '/helps/list', who.token)).json()).toHaveLength(3);
    }
  });
});
