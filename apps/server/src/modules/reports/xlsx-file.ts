import type { Cell } from './report-columns';
import { zipStream } from './streamed-zip';

/*
 * A one-sheet XLSX workbook written as its rows arrive (decision 0108): the sheet's XML is
 * made batch by batch and deflated into the ZIP as the reader pulls, with text as inline
 * strings, so memory stays that of one batch whatever the row count. A date and time is a
 * number with the date format 'dd/mm/yyyy hh:mm', so spreadsheets sort and filter it as a date.
 */

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';
const SHEET_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml';

const CONTENT_TYPES = `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="${SHEET_TYPE}.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="${SHEET_TYPE}.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="${SHEET_TYPE}.styles+xml"/></Types>`;
const ROOT_RELS = `${XML}<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const WORKBOOK_RELS = `${XML}<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${REL}/styles" Target="styles.xml"/></Relationships>`;
/** The cell format (`s`) of a date and time: the second of the stylesheet's cell formats. */
const DATE_STYLE = 1;
/** Day, month, year, hour and minute, as the CSV writes them ('23/11/2026 09:00'). */
const DATE_FORMAT = 'dd/mm/yyyy hh:mm';
// the least stylesheet spreadsheet programs expect: one font, the two reserved fills, one border,
// the default cell format and the date-time one (164: the first id free for custom formats)
const STYLES = `${XML}<styleSheet xmlns="${MAIN}"><numFmts count="1"><numFmt numFmtId="164" formatCode="${DATE_FORMAT}"/></numFmts><fonts count="1"><font><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`;

/** Whether XML 1.0 can carry this UTF-16 unit: not C0 controls but tab, LF, CR; not U+FFFE/F. */
const xmlCarries = (code: number) =>
  (code >= 0x20 || code === 0x09 || code === 0x0a || code === 0x0d) &&
  code !== 0xfffe &&
  code !== 0xffff;

/** The text without what XML cannot carry at all (rare: the text is returned as is otherwise). */
function carriable(s: string): string {
  for (let i = 0; i < s.length; i++) {
    if (!xmlCarries(s.charCodeAt(i))) {
      return Array.from(s)
        .filter((ch) => xmlCarries(ch.charCodeAt(0)))
        .join('');
    }
  }
  return s;
}

const escapeXml = (s: string) =>
  carriable(s)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

/** A, B, … Z, AA, AB …: the column letters of cell references. */
export function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  }
  return name;
}

function cellXml(v: Cell, ref: string): string {
  if (v === null) return '';
  if (typeof v === 'number') return Number.isFinite(v) ? `<c r="${ref}"><v>${v}</v></c>` : '';
  if (typeof v === 'object') {
    return Number.isFinite(v.days) ? `<c r="${ref}" s="${DATE_STYLE}"><v>${v.days}</v></c>` : '';
  }
  return `<c r="${ref}" t="inlineStr"><is><t xml:space="preserve">${escapeXml(v)}</t></is></c>`;
}

const rowXml = (cells: Cell[], row: number) =>
  `<row r="${row}">${cells.map((v, i) => cellXml(v, `${columnName(i)}${row}`)).join('')}</row>`;

/** Rows of XML handed to the compressor at a time (about 40 KB). */
const ROWS_PER_PIECE = 100;

/** The `<cols>` element: one entry per column given a width (columns count from 1 there). */
function colsXml(widths: readonly (number | null)[]): string {
  const cols = widths
    .map((w, i) => (w ? `<col min="${i + 1}" max="${i + 1}" width="${w}" customWidth="1"/>` : ''))
    .join('');
  return cols && `<cols>${cols}</cols>`;
}

async function* sheetXml(
  header: Cell[],
  batches: AsyncIterable<Cell[][]>,
  widths: readonly (number | null)[],
) {
  yield `${XML}<worksheet xmlns="${MAIN}">${colsXml(widths)}<sheetData>${rowXml(header, 1)}`;
  let row = 1;
  for await (const batch of batches) {
    // small pieces: each is garbage by the next one, so little outlives a young collection
    for (let i = 0; i < batch.length; i += ROWS_PER_PIECE) {
      yield batch
        .slice(i, i + ROWS_PER_PIECE)
        .map((cells) => rowXml(cells, ++row))
        .join('');
    }
  }
  yield '</sheetData></worksheet>';
}

/**
 * The workbook's bytes: one sheet named `sheetName`, the header row, then every batch's rows;
 * `widths` (in characters, by column; none for the default) sizes the columns that need it.
 */
export function xlsxFile(
  sheetName: string,
  header: Cell[],
  batches: AsyncIterable<Cell[][]>,
  widths: readonly (number | null)[] = [],
) {
  const workbook = `${XML}<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets><sheet name="${escapeXml(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`;
  return zipStream([
    { name: '[Content_Types].xml', content: [CONTENT_TYPES] },
    { name: '_rels/.rels', content: [ROOT_RELS] },
    { name: 'xl/workbook.xml', content: [workbook] },
    { name: 'xl/_rels/workbook.xml.rels', content: [WORKBOOK_RELS] },
    { name: 'xl/styles.xml', content: [STYLES] },
    { name: 'xl/worksheets/sheet1.xml', content: sheetXml(header, batches, widths) },
  ]);
}
