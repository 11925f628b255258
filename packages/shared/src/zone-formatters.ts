/**
 * One `Intl.DateTimeFormat` per time zone for the given locale and fields, built on first use:
 * building one costs far more than formatting with it (about 0.15 ms, decision 0111), and the
 * valid zones are a fixed list of a few hundred.
 */
export function zoneFormatters(locale: string, options: Intl.DateTimeFormatOptions) {
  const byZone = new Map<string, Intl.DateTimeFormat>();
  return (timeZone: string): Intl.DateTimeFormat => {
    let format = byZone.get(timeZone);
    if (!format) {
      format = new Intl.DateTimeFormat(locale, { ...options, timeZone });
      byZone.set(timeZone, format);
    }
    return format;
  };
}
