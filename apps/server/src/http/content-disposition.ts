/**
 * A Content-Disposition value as RFC 6266 writes it: the exact name in UTF-8 (`filename*`),
 * which browsers prefer, and an ASCII stand-in for any that do not read it. A name put
 * percent-encoded in `filename` alone is saved as 'Or%C3%A7amento.pdf'.
 */
export function contentDisposition(type: 'inline' | 'attachment', name: string) {
  const ascii = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\]/g, '_');
  // RFC 5987's attr-char leaves out these, which encodeURIComponent keeps
  const exact = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${ascii}"; filename*=UTF-8''${exact}`;
}
