import type { ContactListDTO, ContactListItemDTO } from '@atende/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type Session, type TestApp } from '../../../test/harness';
import { uploadList, workbookOf } from './contact-lists.testkit';

describe('contact lists and their items', () => {
  let t: TestApp;
  let admin: Session;
  beforeAll(async () => {
    t = await startTestApp();
    admin = (await t.signupCompany('Listas')).admin;
  });
  afterAll(() => t.close());

  const newList = async (name: string) =>
    (await t.request('POST', '/contact-lists', admin.token, { name })).json<ContactListDTO>();

  it('creates, renames, pages, searches and deletes lists with the spec texts', async () => {
    const short = await t.request('POST', '/contact-lists', admin.token, { name: 'A' });
    expect(short.statusCode).toBe(400);
    expect(short.json().fields).toEqual({ name: 'Too Short!' });
    const long = await t.request('POST', '/contact-lists', admin.token, { name: 'x'.repeat(51) });
    expect(long.json().fields).toEqual({ name: 'Too Long!' });
    const missing = await t.request('POST', '/contact-lists', admin.token, {});
    expect(missing.json().fields).toEqual({ name: 'Required' });

    const list = await newList('Clientes VIP');
    expect(list).toMatchObject({ name: 'Clientes VIP', contactsCount: 0 });
    // two lists of one name could not be told apart in the campaign's picker
    const twin = await t.request('POST', '/contact-lists', admin.token, { name: ' clientes vip ' });
    expect(twin.statusCode).toBe(400);
    expect(twin.json().fields).toEqual({ name: 'Já existe uma lista com este nome' });
    const renamed = await t.request('PUT', `/contact-lists/${list.id}`, admin.token, {
      name: 'Clientes Ouro',
    });
    expect(renamed.json().name).toBe('Clientes Ouro');
    for (let i = 0; i < 21; i++) await newList(`Lote ${String(i).padStart(2, '0')}`);
    const first = (await t.request('GET', '/contact-lists?pageNumber=1', admin.token)).json();
    expect(first.records).toHaveLength(20);
    expect(first.hasMore).toBe(true);
    const second = (await t.request('GET', '/contact-lists?pageNumber=2', admin.token)).json();
    expect(second).toMatchObject({ hasMore: false });
    expect(second.records).toHaveLength(2);
    const found = (await t.request('GET', '/contact-lists?searchParam=OURO', admin.token)).json();
    expect(found.records.map((r: ContactListDTO) => r.name)).toEqual(['Clientes Ouro']);
    const all = (await t.request('GET', '/contact-lists/list', admin.token)).json();
    expect(all).toHaveLength(22);

    const del = await t.request('DELETE', `/contact-lists/${list.id}`, admin.token);
    expect(del.json()).toEqual({ message: 'Lista de contatos excluída' });
    expect((await t.request('GET', `/contact-lists/${list.id}`, admin.token)).statusCode).toBe(404);
  });

  it('adds, edits and removes items; numbers are digits and once per list', async () => {
    const list = await newList('Itens');
    const add = (body: object) =>
      t.request('POST', '/contact-list-items', admin.token, { contactListId: list.id, ...body });
    const bad = await add({ name: 'A', number: '123', email: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      name: 'Too Short!',
      number: 'Too Short!',
      email: 'Invalid email',
    });
    const item = (
      await add({ name: 'Ana Souza', number: '+55 (11) 98765-0001', email: 'ANA@x.com' })
    ).json<ContactListItemDTO>();
    expect(item).toMatchObject({
      name: 'Ana Souza',
      number: '5511987650001',
      email: 'ana@x.com',
      isWhatsappValid: null,
      contactListId: list.id,
    });
    const twice = await add({ name: 'Outra Ana', number: '5511987650001' });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().fields).toEqual({ number: 'Este número já está na lista' });
    const other = (await add({ name: 'Bruno Lima', number: '5511987650002' })).json();
    const clash = await t.request('PUT', `/contact-list-items/${other.id}`, admin.token, {
      name: 'Bruno Lima',
      number: '5511987650001',
    });
    expect(clash.json().fields).toEqual({ number: 'Este número já está na lista' });
    const edited = await t.request('PUT', `/contact-list-items/${item.id}`, admin.token, {
      name: 'Ana Maria',
      number: '5511987650001',
      email: '',
    });
    expect(edited.json()).toMatchObject({ name: 'Ana Maria', email: '' });
    const page = (
      await t.request(
        'GET',
        `/contact-list-items?contactListId=${list.id}&searchParam=ana`,
        admin.token,
      )
    ).json();
    expect(page).toMatchObject({ hasMore: false });
    expect(page.contacts.map((c: ContactListItemDTO) => c.name)).toEqual(['Ana Maria']);
    expect((await t.request('GET', `/contact-lists/${list.id}`, admin.token)).json()).toMatchObject(
      { contactsCount: 2 },
    );
    const del = await t.request('DELETE', `/contact-list-items/${item.id}`, admin.token);
    expect(del.json()).toEqual({ message: 'Contato excluído' });
    expect((await t.request('GET', `/contact-list-items/${item.id}`, admin.token)).statusCode).toBe(
      404,
    );
    const noList = await t.request('GET', '/contact-list-items?contactListId=999999', admin.token);
    expect(noList.statusCode).toBe(404);
  });

  it('imports an .xlsx with a per-row report, merging repeated numbers', async () => {
    const list = await newList('Planilha');
    await t.request('POST', '/contact-list-items', admin.token, {
      contactListId: list.id,
      name: 'Já Estava',
      number: '5511900000001',
    });
    const xlsx = await workbookOf([
      ['Nome', 'Número', 'Email'],
      ['Já Estava Atualizada', '5511900000001', ''],
      ['Carla Dias', '(11) 90000-0002', ''],
      ['Carla Repetida', '11900000002', 'carla@x.com'],
      ['Daniel', '123', ''],
      ['Eva Lins', '5511900000005', 'eva@'],
      ['Fábio Reis', 5511900000006, 'fabio@x.com'],
    ]);
    const res = await uploadList(t, admin.token, list.id, 'lista.xlsx', xlsx);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      created: 2,
      updated: 1,
      merged: 1,
      refused: 2,
      rows: [
        {
          row: 4,
          name: 'Carla Repetida',
          number: '11900000002',
          status: 'merged',
          reason: 'Mesmo número da linha 3',
          reasons: [{ code: 'sameNumber', row: 3 }],
        },
        {
          row: 5,
          name: 'Daniel',
          number: '123',
          status: 'refused',
          reason: 'Número inválido',
          reasons: [{ code: 'numberInvalid' }],
        },
        {
          row: 6,
          name: 'Eva Lins',
          number: '5511900000005',
          status: 'refused',
          reason: 'E-mail inválido',
          reasons: [{ code: 'emailInvalid' }],
        },
      ],
    });
    const items = (
      await t.request('GET', `/contact-list-items?contactListId=${list.id}`, admin.token)
    ).json().contacts as ContactListItemDTO[];
    expect(items.map((c) => [c.name, c.number, c.email])).toEqual([
      ['Carla Dias', '11900000002', 'carla@x.com'],
      ['Fábio Reis', '5511900000006', 'fabio@x.com'],
      ['Já Estava Atualizada', '5511900000001', ''],
    ]);
    expect((await t.request('GET', `/contact-lists/${list.id}`, admin.token)).json()).toMatchObject(
      { contactsCount: 3 },
    );
  });

  it('reads a CSV, and an .xls that holds an XLSX or text', async () => {
    const list = await newList('Formatos');
    const csv = 'nome;telefone;email\nGil Matos;5511900000010;gil@x.com\n';
    const a = await uploadList(t, admin.token, list.id, 'lista.csv', csv);
    expect(a.json()).toMatchObject({ created: 1, refused: 0 });
    const xlsxAsXls = await workbookOf([
      ['Nome', 'Numero'],
      ['Hugo Alves', '5511900000011'],
    ]);
    const b = await uploadList(t, admin.token, list.id, 'antiga.xls', xlsxAsXls);
    expect(b.json()).toMatchObject({ created: 1, refused: 0 });
    const c = await uploadList(
      t,
      admin.token,
      list.id,
      'export.xls',
      'Nome\tNumero\nIvo Dias\t5511900000012\n',
    );
    expect(c.json()).toMatchObject({ created: 1, refused: 0 });
  });

  it('answers 400 with the reason to files that cannot be imported, storing nothing', async () => {
    const list = await newList('Recusas');
    const reason = async (name: string, content: Buffer | string) => {
      const res = await uploadList(t, admin.token, list.id, name, content);
      expect(res.statusCode, res.body).toBe(400);
      return res.json().fields.file as string;
    };
    expect(await reason('lista.xlsx', 'isto não é uma planilha')).toBe(
      'O arquivo .xlsx não é uma planilha XLSX válida',
    );
    expect(await reason('lista.xlsx', Buffer.alloc(0))).toBe('O arquivo está vazio');
    const biff = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0]), Buffer.alloc(600)]);
    expect(await reason('velha.xls', biff)).toBe(
      'Planilhas .xls (Excel 97-2003) não são aceitas: salve como .xlsx ou .csv',
    );
    expect(await reason('lista.csv', 'nome;telefone\n')).toBe(
      'O arquivo não tem nenhum contato abaixo do cabeçalho',
    );
    expect(await reason('lista.csv', 'coluna;outra\nx;y\n')).toMatch(/Cabeçalho sem a coluna/);
    const huge = Buffer.alloc(50 * 1024 * 1024, 'a');
    expect(await reason('enorme.csv', huge)).toBe(
      'O arquivo passa de 20 MB: divida a lista em partes menores',
    );
    expect((await t.request('GET', `/contact-lists/${list.id}`, admin.token)).json()).toMatchObject(
      { contactsCount: 0 },
    );
    const noList = await uploadList(
      t,
      admin.token,
      999999,
      'lista.csv',
      'nome;telefone\nA B;5511900000099',
    );
    expect(noList.statusCode).toBe(404);
  });

  it('downloads the example spreadsheet, which imports as it is', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/contact-lists/example',
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="lista-de-contatos-exemplo.xlsx"',
    );
    const list = await newList('Exemplo');
    const imported = await uploadList(t, admin.token, list.id, 'exemplo.xlsx', res.rawPayload);
    expect(imported.json()).toMatchObject({ created: 2, refused: 0, merged: 0 });
  });
});
