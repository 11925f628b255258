import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type Session, type TestApp } from '../../../test/harness';
import { uploadContacts } from './contacts.testkit';
import { handmadeXlsx, inlineRow } from './xlsx-testkit';

/** Hostile workbooks: a few hundred KB that unpack to far more than a contact list needs. */
describe('contacts import of hostile spreadsheets', () => {
  let t: TestApp;
  let admin: Session;
  beforeAll(async () => {
    t = await startTestApp();
    admin = (await t.signupCompany('Planilhas Hostis')).admin;
  });
  afterAll(() => t.close());

  const upload = (content: Buffer) => uploadContacts(t, admin.token, 'contatos.xlsx', content);
  const header = inlineRow(1, 'Nome', 'Telefone');

  async function expectRefused(content: Buffer, detail: RegExp) {
    const res = await upload(content);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('ERR_SPREADSHEET_TOO_LARGE');
    expect(res.json().fields.file).toMatch(detail);
  }

  it('imports a normal hand-made workbook with shared strings', async () => {
    const sheet =
      '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c></row>' +
      inlineRow(2, 'Ana Souza', '5511987650001');
    const xlsx = handmadeXlsx(sheet, '<si><t>Nome</t></si><si><t>Telefone</t></si>');
    const res = await upload(xlsx);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ created: 1, refused: 0 });
  });

  it('refuses a shared-string table of 250 000 entries', async () => {
    const table = '<si><t>x</t></si>'.repeat(250_000);
    const xlsx = handmadeXlsx(`${header}${inlineRow(2, 'Bruno Lima', '5511987650002')}`, table);
    expect(xlsx.length).toBeLessThan(100_000);
    await expectRefused(xlsx, /mais de 200000 textos/);
  });

  it('refuses a sheet that unpacks to more than 40 MB', async () => {
    const sheet = Buffer.concat([
      Buffer.from(
        `<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${header}${inlineRow(2, 'Carla Dias', '5511987650003')}`,
      ),
      Buffer.alloc(48 * 1024 * 1024, ' '),
      Buffer.from('</sheetData></worksheet>'),
    ]);
    const xlsx = handmadeXlsx(sheet);
    expect(xlsx.length).toBeLessThan(200_000);
    await expectRefused(xlsx, /mais de 40 MB descompactada/);
  });

  it('refuses rows made 16 384 cells wide by one cell in the last column', async () => {
    const rows = Array.from(
      { length: 300 },
      (_, i) =>
        `<row r="${i + 2}"><c r="A${i + 2}" t="inlineStr"><is><t>Pessoa ${i}</t></is></c>` +
        `<c r="B${i + 2}"><v>55119876${String(i).padStart(5, '0')}</v></c><c r="XFD${i + 2}"><v>1</v></c></row>`,
    );
    await expectRefused(handmadeXlsx(header + rows.join('')), /mais de 200 colunas/);
  });
});
