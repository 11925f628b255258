import { companyChannel } from '@atende/shared';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { record, sleep, startTestApp, type Session, type TestApp } from '../../../test/harness';
import { uploadContacts } from './contacts.testkit';

describe('contacts import', () => {
  let t: TestApp;
  let admin: Session;
  beforeAll(async () => {
    t = await startTestApp();
    admin = (await t.signupCompany('Importadora')).admin;
  });
  afterAll(() => t.close());

  const upload = (filename: string, content: Buffer | string) =>
    uploadContacts(t, admin.token, filename, content);
  const byNumber = async (number: string) =>
    (await t.request('GET', `/contacts?searchParam=${number}`, admin.token)).json().contacts[0];

  it('imports a semicolon CSV with a per-row report, updating known numbers', async () => {
    await t.request('POST', '/contacts', admin.token, {
      name: 'Nome Antigo',
      number: '5511988887777',
      email: 'antigo@x.com',
    });
    const socket = await t.connectSocket(admin.token);
    const heard = record(socket, companyChannel(admin.user.companyId, 'contact'));
    const csv = [
      'Nome;Telefone;E-mail',
      'José Araújo;(11) 98888-1111;jose@x.com',
      '"Silva; Ana";+55 11 98888-2222;',
      'Nome Novo;5511988887777;',
      ';5511988883333;sem@nome.com',
      'Sem Número;abc;',
      'Letra No Meio;11ABC987650104;',
      'Email Ruim;5511988884444;nao-e-email',
      '',
      'Repetido;11 98888-1111;',
    ].join('\r\n');
    const res = await upload('contatos.csv', `\uFEFF${csv}\r\n`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      created: 2,
      updated: 1,
      refused: 5,
      rows: [
        { row: 2, name: 'José Araújo', number: '11988881111', status: 'created' },
        { row: 3, name: 'Silva; Ana', number: '5511988882222', status: 'created' },
        { row: 4, name: 'Nome Novo', number: '5511988887777', status: 'updated' },
        {
          row: 5,
          name: '',
          number: '5511988883333',
          status: 'refused',
          reason: 'Nome obrigatório',
        },
        { row: 6, name: 'Sem Número', number: 'abc', status: 'refused', reason: 'Número inválido' },
        // a letter is a typo, not something to drop: the number is not guessed
        {
          row: 7,
          name: 'Letra No Meio',
          number: '11ABC987650104',
          status: 'refused',
          reason: 'Número inválido',
        },
        {
          row: 8,
          name: 'Email Ruim',
          number: '5511988884444',
          status: 'refused',
          reason: 'E-mail inválido',
        },
        {
          row: 10,
          name: 'Repetido',
          number: '11988881111',
          status: 'refused',
          reason: 'Número repetido no arquivo (linha 2)',
        },
      ],
    });
    // the update keeps the e-mail the file left blank
    expect(await byNumber('5511988887777')).toMatchObject({
      name: 'Nome Novo',
      email: 'antigo@x.com',
    });
    expect(await byNumber('11988881111')).toMatchObject({ name: 'José Araújo' });
    await sleep(150);
    expect(heard).toEqual([{ action: 'reload' }]);
  });

  it('reads a comma CSV saved by Excel in Windows-1252', async () => {
    const csv = 'name,number,email\r\nConceição Márcia,5511977770001,c@x.com\r\n';
    const res = await upload('latin.csv', Buffer.from(csv, 'latin1'));
    expect(res.json().rows).toEqual([
      { row: 2, name: 'Conceição Márcia', number: '5511977770001', status: 'created' },
    ]);
  });

  it('imports an XLSX spreadsheet (numbers, links and blank rows included)', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Contatos');
    ws.addRow(['Nome', 'Número', 'Email']);
    ws.addRow(['Planilha Um', 5511966660001, { text: 'um@x.com', hyperlink: 'mailto:um@x.com' }]);
    ws.addRow([]);
    ws.addRow(['Planilha Dois', '(11) 96666-0002', '']);
    ws.addRow(['X', '5511966660003', '']);
    const data = Buffer.from(await wb.xlsx.writeBuffer());
    const res = await upload('planilha.xlsx', data);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ created: 2, updated: 0, refused: 1 });
    expect(res.json().rows).toEqual([
      { row: 2, name: 'Planilha Um', number: '5511966660001', status: 'created' },
      { row: 4, name: 'Planilha Dois', number: '11966660002', status: 'created' },
      {
        row: 5,
        name: 'X',
        number: '5511966660003',
        status: 'refused',
        reason: 'Nome muito curto (mínimo 2 caracteres)',
      },
    ]);
    expect(await byNumber('5511966660001')).toMatchObject({ email: 'um@x.com' });
  });

  it('imports several vCards, including 2.1 quoted-printable and folded lines', async () => {
    const vcf = [
      'BEGIN:VCARD',
      'VERSION:3.0',
      'FN:Cartão Três',
      'TEL;TYPE=CELL:+55 11 95555-0003',
      'EMAIL:tres@x.com',
      'END:VCARD',
      'BEGIN:VCARD',
      'VERSION:2.1',
      'N;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:Ara=C3=BAjo;Jo=C3=A3o;;;',
      'FN;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:Jo=C3=A3o Ara=',
      '=C3=BAjo',
      'TEL;CELL:11955550021',
      'TEL;HOME:1133330000',
      'END:VCARD',
      'BEGIN:VCARD',
      'VERSION:4.0',
      'N:Dobrada;Linha;;;',
      'item1.TEL;type=pref:tel:+55-11-9555',
      ' 5-0040',
      'END:VCARD',
      'BEGIN:VCARD',
      'VERSION:3.0',
      'FN:Sem Telefone',
      'END:VCARD',
    ].join('\n');
    const res = await upload('agenda.vcf', vcf);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      created: 3,
      updated: 0,
      refused: 1,
      rows: [
        { row: 1, name: 'Cartão Três', number: '5511955550003', status: 'created' },
        { row: 2, name: 'João Araújo', number: '11955550021', status: 'created' },
        { row: 3, name: 'Linha Dobrada', number: '5511955550040', status: 'created' },
        {
          row: 4,
          name: 'Sem Telefone',
          number: '',
          status: 'refused',
          reason: 'Número obrigatório',
        },
      ],
    });
  });

  it('refuses files it cannot read, naming the problem', async () => {
    const cases: [string, Buffer | string, RegExp][] = [
      [
        'foto.png',
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0]),
        /Formato de arquivo não suportado/,
      ],
      ['falsa.xlsx', 'name,number\nA,1', /não é uma planilha XLSX válida/],
      [
        'quebrada.xlsx',
        Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(64)]),
        /XLSX inválida/,
      ],
      ['antiga.xls', Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0, 0]), /\.xls/],
      ['vazio.csv', '', /vazio/],
      ['sem-cabecalho.csv', 'Maria,5511999990000\n', /Cabeçalho sem a coluna/],
      ['so-cabecalho.csv', 'nome;telefone\n', /nenhum contato/],
      ['nada.vcf', 'hello', /BEGIN:VCARD/],
    ];
    for (const [name, content, message] of cases) {
      const res = await upload(name, content);
      expect(res.statusCode, name).toBe(400);
      expect(res.json().fields.file, name).toMatch(message);
    }
    const wrongField = await uploadContacts(t, admin.token, 'a.csv', 'nome;numero\n', 'arquivo');
    expect(wrongField.json().fields).toEqual({ file: expect.stringContaining('"file"') });
    const notMultipart = await t.request('POST', '/contacts/import', admin.token, { file: 'x' });
    expect(notMultipart.statusCode).toBe(400);
    expect(notMultipart.json().fields).toHaveProperty('file');
  });

  it('refuses a file over 10 000 contacts as a whole', async () => {
    const lines = ['nome;numero'];
    for (let i = 0; i < 10_001; i++) lines.push(`Pessoa ${i};55119${String(i).padStart(8, '0')}`);
    const res = await upload('grande.csv', lines.join('\n'));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.file).toMatch(/mais de 10000 contatos/);
    const count = (await t.request('GET', '/contacts?searchParam=Pessoa', admin.token)).json()
      .count;
    expect(count).toBe(0);
  });
});
