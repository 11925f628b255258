import { isBlankRow, type TableRow } from './import-table';

/** The separator used by the header line: ';' (Excel in Brazil), ',' or tab. */
function detectDelimiter(text: string) {
  const firstLine = text.split(/\r\n|\r|\n/).find((l) => l.trim()) ?? '';
  const outsideQuotes = firstLine.replace(/"[^"]*"/g, '');
  const counts = [';', ',', '\t'].map((d) => [d, outsideQuotes.split(d).length - 1] as const);
  const [best] = [...counts].sort((a, b) => b[1] - a[1]);
  return best[1] > 0 ? best[0] : ',';
}

/**
 * A file without a quote has no quoted field: each line is a row, split at the delimiter.
 * Same rows and numbers as the general parser, at a fraction of its cost on long lists.
 */
function splitLines(text: string, delimiter: string, maxRows: number): TableRow[] {
  const rows: TableRow[] = [];
  const lines = text.split(/\r\n|\r|\n/);
  // a final line break ends the last row; it does not start another
  if (lines.at(-1) === '') lines.pop();
  for (let i = 0; i < lines.length && rows.length < maxRows; i++) {
    const cells = lines[i].split(delimiter);
    if (!isBlankRow(cells)) rows.push({ row: i + 1, cells });
  }
  return rows;
}

/**
 * RFC 4180 records (quoted fields, doubled quotes, line breaks inside quotes, CRLF or LF).
 * Rows are numbered as a spreadsheet would show them, blank lines included; parsing stops once
 * `maxRows` non-blank rows were read so an oversized file costs no more than the cap.
 */
export function parseCsv(text: string, maxRows = Infinity): TableRow[] {
  const delimiter = detectDelimiter(text);
  if (!text.includes('"')) return splitLines(text, delimiter, maxRows);
  const rows: TableRow[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let rowNumber = 1;
  const endRow = () => {
    cells.push(cell);
    if (!isBlankRow(cells)) rows.push({ row: rowNumber, cells });
    rowNumber++;
    cells = [];
    cell = '';
  };
  for (let i = 0; i < text.length && rows.length < maxRows; i++) {
    const c = text[i];
    if (quoted) {
      if (c !== '"') cell += c;
      else if (text[i + 1] === '"') cell += text[++i];
      else quoted = false;
    } else if (c === '"' && cell === '') {
      quoted = true;
    } else if (c === delimiter) {
      cells.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      endRow();
    } else {
      cell += c;
    }
  }
  if ((cell || cells.length) && rows.length < maxRows) endRow();
  return rows;
}
