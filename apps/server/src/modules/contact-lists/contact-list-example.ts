/** The example spreadsheet of the lists page (spec 3 §2): the columns an import reads. */
export async function exampleSpreadsheet(): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs'); // loaded when first needed
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Contatos');
  sheet.columns = [
    { header: 'Nome', key: 'name', width: 30 },
    { header: 'Numero', key: 'number', width: 20 },
    { header: 'Email', key: 'email', width: 30 },
  ];
  sheet.addRow({ name: 'Maria Silva', number: '5511987654321', email: 'maria@exemplo.com.br' });
  sheet.addRow({ name: 'João Souza', number: '5521998765432', email: '' });
  // numbers as text, so Excel keeps every digit instead of writing 5.51E+12
  sheet.getColumn('number').numFmt = '@';
  return Buffer.from(await book.xlsx.writeBuffer());
}
