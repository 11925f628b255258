import zlib from 'node:zlib';

/** A ZIP archive of the given entries (deflated, sizes in the local headers). */
export function zipOf(entries: [name: string, content: string | Buffer][]) {
  const local: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of entries) {
    const data = Buffer.isBuffer(content) ? content : Buffer.from(content);
    const packed = zlib.deflateRawSync(data);
    const nameBuf = Buffer.from(name);
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(8, 8); // deflate
    header.writeUInt32LE(zlib.crc32(data), 14);
    header.writeUInt32LE(packed.length, 18);
    header.writeUInt32LE(data.length, 22);
    header.writeUInt16LE(nameBuf.length, 26);
    const dir = Buffer.alloc(46);
    dir.writeUInt32LE(0x02014b50, 0);
    dir.writeUInt16LE(20, 4);
    dir.writeUInt16LE(20, 6);
    header.copy(dir, 8, 6, 30); // flags … name length
    dir.writeUInt32LE(offset, 42);
    local.push(header, nameBuf, packed);
    central.push(dir, nameBuf);
    offset += header.length + nameBuf.length + packed.length;
  }
  const dirSize = central.reduce((n, b) => n + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(dirSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...local, ...central, end]);
}

const NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** A one-sheet XLSX written by hand, so a test can make it as hostile as it likes. */
export function handmadeXlsx(sheetData: string | Buffer, sharedStrings?: string | Buffer) {
  const sheet = Buffer.isBuffer(sheetData)
    ? sheetData
    : `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${NS}"><sheetData>${sheetData}</sheetData></worksheet>`;
  const entries: [string, string | Buffer][] = [
    [
      '[Content_Types].xml',
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
    ],
    [
      '_rels/.rels',
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ],
    [
      'xl/workbook.xml',
      `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${NS}" xmlns:r="${REL}"><sheets><sheet name="Contatos" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ],
    [
      'xl/_rels/workbook.xml.rels',
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    ],
  ];
  if (sharedStrings !== undefined) {
    const table = Buffer.isBuffer(sharedStrings)
      ? sharedStrings
      : `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="${NS}">${sharedStrings}</sst>`;
    entries.push(['xl/sharedStrings.xml', table]);
  }
  // the shared strings before the sheet, as the spreadsheet library writes them
  entries.push(['xl/worksheets/sheet1.xml', sheet]);
  return zipOf(entries);
}

/** A row of inline-string cells, columns A, B, … */
export const inlineRow = (r: number, ...texts: string[]) =>
  `<row r="${r}">${texts
    .map(
      (t, i) => `<c r="${String.fromCharCode(65 + i)}${r}" t="inlineStr"><is><t>${t}</t></is></c>`,
    )
    .join('')}</row>`;
