import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type Session, type TestApp } from '../../../test/harness';
import { csvCell } from './contacts-export';
import { uploadContacts } from './contacts.testkit';

describe('contacts export', () => {
  let t: TestApp;
  let admin: Session;
  beforeAll(async () => {
    t = await startTestApp();
    admin = (await t.signupCompany('Exportadora')).admin;
  });
  afterAll(() => t.close());

  const exportCsv = () => t.request('GET', '/contacts/export', admin.token);

  it('neutralises cells a spreadsheet would run as formulas', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('+5511')).toBe(`'+5511`);
    expect(csvCell('-2+3')).toBe(`'-2+3`);
    expect(csvCell('@SUM(A1)')).toBe(`'@SUM(A1)`);
    expect(csvCell('\tcmd')).toBe(`'\tcmd`);
    expect(csvCell('\rcmd')).toBe(`"'\rcmd"`);
    expect(csvCell('Ana, a "boa"')).toBe(`"Ana, a ""boa"""`);
    expect(csvCell('Plain')).toBe('Plain');
  });

  it('downloads the company’s contacts as a UTF-8 CSV attachment with a BOM', async () => {
    for (const [name, number, email] of [
      ['Zé Ninguém', '5511911110001', 'ze@x.com'],
      ['=cmd|calc', '5511911110002', ''],
      ['@Arroba', '5511911110004', 'arroba@x.com'],
      ['-Menos', '5511911110003', ''],
    ]) {
      await t.request('POST', '/contacts', admin.token, { name, number, email });
    }
    const res = await exportCsv();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="[^"]+\.csv"$/);
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const [header, ...lines] = res.rawPayload.toString('utf8').slice(1).split('\r\n');
    // ';' and the import's Portuguese headers, as spreadsheets in pt-BR expect
    expect(header).toBe('nome;numero;email');
    expect(lines.pop()).toBe('');
    // the order of punctuation depends on the database collation: compare as a set
    expect(lines.sort()).toEqual([
      `'-Menos;5511911110003;`,
      `'=cmd|calc;5511911110002;`,
      `'@Arroba;5511911110004;arroba@x.com`,
      'Zé Ninguém;5511911110001;ze@x.com',
    ]);
  });

  it('exports a file the import takes back as it is, and still imports comma files', async () => {
    const { admin: from } = await t.signupCompany('Ida e Volta');
    await t.request('POST', '/contacts', from.token, {
      name: 'Silva; Ana',
      number: '5511911110009',
      email: 'ana@x.com',
    });
    const exported = (await t.request('GET', '/contacts/export', from.token)).body;
    const { admin: other } = await t.signupCompany('Outra Agenda');
    const back = await uploadContacts(t, other.token, 'contatos.csv', exported);
    expect(back.statusCode).toBe(200);
    expect(back.json().created).toBe(1);
    const comma = await uploadContacts(
      t,
      other.token,
      'virgula.csv',
      'name,number,email\nBeto,5511911110010,beto@x.com\n',
    );
    expect(comma.json().created).toBe(1);
    const names = (await t.request('GET', '/contacts', other.token)).json().contacts;
    expect(names.map((c: { name: string }) => c.name).sort()).toEqual(['Beto', 'Silva; Ana']);
  });

  it('streams every contact of a large address book exactly once', async () => {
    const { admin: big } = await t.signupCompany('Agenda Grande');
    // repeated names exercise the (name, id) keyset across export batches
    const lines = ['nome;numero'];
    for (let i = 0; i < 4_500; i++) lines.push(`Lote ${i % 3};55219${String(i).padStart(8, '0')}`);
    const imported = await uploadContacts(t, big.token, 'lote.csv', lines.join('\n'));
    expect(imported.json().created).toBe(4_500);
    const res = await t.request('GET', '/contacts/export', big.token);
    const rows = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
      .slice(1);
    expect(rows).toHaveLength(4_500);
    expect(new Set(rows.map((r) => r.split(';')[1])).size).toBe(4_500);
    expect(rows[0].startsWith('Lote 0;')).toBe(true);
    expect(rows.at(-1)!.startsWith('Lote 2;')).toBe(true);
  });
});
