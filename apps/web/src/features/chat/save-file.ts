/**
 * Saves an object URL as a file named `name` through the browser's download (no tab opens):
 * a message's file is a blob fetched with the token, which a plain link could not fetch.
 */
export function saveFile(url: string, name: string): void {
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = name || 'arquivo';
  anchor.click();
}
