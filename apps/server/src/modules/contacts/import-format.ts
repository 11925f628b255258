import path from 'node:path';
import { invalid } from '../../http/app-error';

export type ImportFormat = 'csv' | 'xlsx' | 'vcard';

const startsWith = (data: Buffer, bytes: number[]) => bytes.every((b, i) => data[i] === b);
const isZip = (data: Buffer) => startsWith(data, [0x50, 0x4b, 0x03, 0x04]);
/** The OLE container of Excel 97-2003 .xls files. */
const isOle = (data: Buffer) => startsWith(data, [0xd0, 0xcf, 0x11, 0xe0]);
const isUtf16 = (data: Buffer) => startsWith(data, [0xff, 0xfe]) || startsWith(data, [0xfe, 0xff]);
/** NUL bytes never occur in UTF-8 or Windows-1252 text. */
const isBinary = (data: Buffer) => !isUtf16(data) && data.subarray(0, 4096).includes(0);

/**
 * UTF-8 (BOM or not), UTF-16 with BOM (Excel's "Unicode text"), else Windows-1252, which is
 * what Excel on Windows writes for a plain CSV in Portuguese.
 */
export function decodeText(data: Buffer): string {
  if (startsWith(data, [0xff, 0xfe])) return new TextDecoder('utf-16le').decode(data);
  if (startsWith(data, [0xfe, 0xff])) return new TextDecoder('utf-16be').decode(data);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    return new TextDecoder('windows-1252').decode(data);
  }
}

const hasVcard = (data: Buffer) => /BEGIN:VCARD/i.test(decodeText(data.subarray(0, 65_536)));

/** The format named by the extension, checked against the content; anything else is a 400. */
export function detectImportFormat(filename: string, data: Buffer): ImportFormat {
  const ext = path.extname(filename).toLowerCase();
  const refuse = (message: string) => invalid({ file: message });
  if (!data.length) throw refuse('O arquivo está vazio');
  if (ext === '.xls' || (isOle(data) && ext !== '.xlsx')) {
    throw refuse('Planilhas .xls (Excel 97-2003) não são aceitas: salve como .xlsx ou .csv');
  }
  switch (ext) {
    case '.csv':
    case '.txt':
      if (isZip(data) || isBinary(data)) throw refuse(`O arquivo ${ext} não é um texto CSV`);
      return 'csv';
    case '.xlsx':
      if (!isZip(data)) throw refuse('O arquivo .xlsx não é uma planilha XLSX válida');
      return 'xlsx';
    case '.vcf':
    case '.vcard':
      if (isBinary(data) || !hasVcard(data)) {
        throw refuse(`O arquivo ${ext} não contém nenhum cartão de contato (BEGIN:VCARD)`);
      }
      return 'vcard';
  }
  // no or unknown extension: only an unmistakable content is accepted
  if (isZip(data)) return 'xlsx';
  if (!isBinary(data) && hasVcard(data)) return 'vcard';
  throw refuse(
    `Formato de arquivo não suportado (${ext || 'sem extensão'}): envie CSV, XLSX ou vCard (.vcf)`,
  );
}
