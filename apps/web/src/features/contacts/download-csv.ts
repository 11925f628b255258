/** Excel needs the byte order mark to read a UTF-8 CSV's accents. */
const BOM = '\uFEFF';

/** Hands a CSV text to the browser as a file download. */
export function downloadCsv(csv: string, fileName: string): void {
  const text = csv.startsWith(BOM) ? csv : BOM + csv;
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // the click has queued the download; the object URL may go once it has started
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
