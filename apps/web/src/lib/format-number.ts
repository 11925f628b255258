/**
 * One `Intl.NumberFormat` per language and number of decimals, built on first use: building one
 * costs far more than formatting with it, and a table formats a number per cell.
 */
const formats = new Map<string, Intl.NumberFormat>();

/**
 * The number as the reader's language writes it: '1,5' in Portuguese and Spanish, '1.5' in
 * English, with at most `maxDecimals` decimals (trailing zeros dropped) and at least
 * `minDecimals`.
 */
export function formatNumber(
  value: number,
  language: string,
  maxDecimals = 2,
  minDecimals = 0,
): string {
  const key = `${language}|${minDecimals}|${maxDecimals}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language, {
      minimumFractionDigits: minDecimals,
      maximumFractionDigits: maxDecimals,
    });
    formats.set(key, format);
  }
  return format.format(value);
}

/**
 * A size in bytes as the reader's language writes it: whole KB (at least 1), or MB with one
 * decimal at most ('4,5 MB' in Portuguese).
 */
export function formatBytes(bytes: number, language: string): string {
  return bytes < 1024 * 1024
    ? `${formatNumber(Math.max(1, Math.ceil(bytes / 1024)), language)} KB`
    : `${formatNumber(bytes / 1024 / 1024, language, 1)} MB`;
}
