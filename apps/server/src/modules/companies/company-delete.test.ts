import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness';
import { mediaFilesOf, populatedCompany, rowsOf, superLogin } from './companies.testkit';

describe('deleting a company', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('removes all its rows and media files, and nothing of another company', async () => {
    const root = await superLogin(t);
    const target = await populatedCompany(t, 'Empresa Alvo');
    const neighbour = await populatedCompany(t, 'Empresa Vizinha');
    const targetId = target.company.id;

    const before = await rowsOf(t, targetId);
    // the fixture reaches every area the delete must clear
    for (const table of [
      'companies',
      'users',
      'whatsapps',
      'contacts',
      'tickets',
      'messages',
      'queues',
      'tags',
      'ticket_tags',
      'refresh_tokens',
      'quick_messages',
      'ticket_notes',
      'notify_users',
      'settings',
    ]) {
      expect(before[table], table).toBeGreaterThan(0);
    }
    expect(mediaFilesOf(t, targetId)).toHaveLength(2);
    const neighbourRows = await rowsOf(t, neighbour.company.id);
    const neighbourFiles = mediaFilesOf(t, neighbour.company.id);
    expect(neighbourFiles).toHaveLength(2);

    const res = await t.request('DELETE', `/companies/${targetId}`, root.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Empresa excluída' });

    const after = await rowsOf(t, targetId);
    expect(
      Object.values(after).every((n) => n === 0),
      JSON.stringify(after),
    ).toBe(true);
    expect(mediaFilesOf(t, targetId)).toEqual([]);
    expect(await rowsOf(t, neighbour.company.id)).toEqual(neighbourRows);
    expect(mediaFilesOf(t, neighbour.company.id)).toEqual(neighbourFiles);

    // the deleted company's admin is signed out; the neighbour still works as before
    expect((await t.request('GET', '/tickets', target.admin.token)).statusCode).toBe(401);
    const tickets = await t.request('GET', '/tickets?showAll=true', neighbour.admin.token);
    expect(tickets.json().tickets).toHaveLength(1);
    expect((await t.request('GET', `/companies/${targetId}`, root.token)).statusCode).toBe(404);
    expect((await t.request('DELETE', `/companies/${targetId}`, root.token)).statusCode).toBe(404);
  });

  it('never deletes the platform company, with a clear message', async () => {
    const root = await superLogin(t);
    const res = await t.request('DELETE', `/companies/${root.user.companyId}`, root.token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'ERR_PLATFORM_COMPANY',
      message: 'A empresa da plataforma (a dos super administradores) não pode ser excluída',
    });
    expect((await rowsOf(t, root.user.companyId)).companies).toBe(1);
    expect((await t.request('GET', '/auth/me', root.token)).statusCode).toBe(200);
  });
});
