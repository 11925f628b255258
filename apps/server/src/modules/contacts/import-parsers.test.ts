import { describe, expect, it } from 'vitest';
import { decodeText, detectImportFormat } from './import-format';
import { contactsFromTable } from './import-table';
import { parseCsv } from './parse-csv';
import { parseVcards } from './parse-vcard';

describe('import parsers', () => {
  it('reads quoted CSV fields with separators, quotes and line breaks', () => {
    const csv =
      'nome,numero,obs\r\n"Ana ""Aninha"", Souza",11999990000,"linha 1\nlinha 2"\r\nBia,11999990001,x';
    expect(parseCsv(csv)).toEqual([
      { row: 1, cells: ['nome', 'numero', 'obs'] },
      { row: 2, cells: ['Ana "Aninha", Souza', '11999990000', 'linha 1\nlinha 2'] },
      { row: 3, cells: ['Bia', '11999990001', 'x'] },
    ]);
  });

  it('picks the header’s separator and stops at the row cap', () => {
    expect(parseCsv('nome\ttelefone\nAna\t119\n')[1].cells).toEqual(['Ana', '119']);
    expect(parseCsv('a;b\n1;2\n3;4\n5;6\n', 2)).toHaveLength(2);
  });

  it('maps header aliases without case or accents and skips blank rows', () => {
    const rows = contactsFromTable([
      { row: 1, cells: ['', ''] },
      { row: 2, cells: ['E-MAIL', 'Número', 'Nome Completo'] },
      { row: 3, cells: ['a@x.com', ' 119 ', ' Ana '] },
      { row: 4, cells: [' ', '', ''] },
    ]);
    expect(rows).toEqual([{ row: 3, name: 'Ana', number: '119', email: 'a@x.com' }]);
  });

  it('decodes UTF-16 text and tells formats apart by content', () => {
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('nome;número', 'utf16le')]);
    expect(decodeText(utf16)).toBe('nome;número');
    expect(detectImportFormat('agenda', Buffer.from('BEGIN:VCARD\nEND:VCARD'))).toBe('vcard');
    expect(detectImportFormat('x.CSV', Buffer.from('a,b'))).toBe('csv');
  });

  it('reads N when FN is absent and unescapes vCard 3 values', () => {
    const cards = parseVcards(
      'BEGIN:VCARD\nN:Souza;Ana;Maria;;\nTEL:119\nEMAIL:a\\,b@x.com\nEND:VCARD\n',
    );
    expect(cards).toEqual([{ row: 1, name: 'Ana Maria Souza', number: '119', email: 'a,b@x.com' }]);
  });
});
