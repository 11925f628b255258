import type { RawContact } from './import-table';

interface Property {
  name: string;
  params: string[];
  value: string;
}

const isQuotedPrintable = (line: string) => /^[^:]*;(ENCODING=)?QUOTED-PRINTABLE[;:]/i.test(line);

/** Joins folded lines (RFC 6350: a leading space or tab) and quoted-printable soft breaks. */
function unfold(text: string): string[] {
  const out: string[] = [];
  for (const line of text.split(/\r\n|\r|\n/)) {
    const last = out.length - 1;
    if (last >= 0 && /^[ \t]/.test(line)) out[last] += line.slice(1);
    else if (last >= 0 && isQuotedPrintable(out[last]) && out[last].endsWith('=')) {
      out[last] = out[last].slice(0, -1) + line;
    } else out.push(line);
  }
  return out;
}

function parseLine(line: string): Property | undefined {
  const colon = line.indexOf(':');
  if (colon < 0) return undefined;
  const [rawName, ...params] = line.slice(0, colon).split(';');
  // 'item1.TEL' → 'TEL' (Apple groups properties)
  const name = rawName.replace(/^.*\./, '').toUpperCase();
  return { name, params, value: decodeValue(line.slice(colon + 1), params) };
}

/** vCard 2.1 (Android exports) encodes accents as quoted-printable bytes in a charset. */
function decodeValue(value: string, params: string[]) {
  const upper = params.map((p) => p.toUpperCase());
  if (!upper.some((p) => p === 'QUOTED-PRINTABLE' || p === 'ENCODING=QUOTED-PRINTABLE')) {
    return value.replace(/\\([nN,;\\])/g, (_, c: string) => (c.toLowerCase() === 'n' ? '\n' : c));
  }
  const bytes: number[] = [];
  for (let i = 0; i < value.length; i++) {
    const hex = value.slice(i + 1, i + 3);
    if (value[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(value.charCodeAt(i) & 0xff);
  }
  const charset = upper.find((p) => p.startsWith('CHARSET='))?.slice(8) ?? 'UTF-8';
  const latin = /^(ISO-8859-1|WINDOWS-1252|LATIN1)$/.test(charset);
  return new TextDecoder(latin ? 'windows-1252' : 'utf-8').decode(Uint8Array.from(bytes));
}

/** 'Silva;João;;Dr.;' (family; given; additional; prefix; suffix) → 'João Silva'. */
const nameFromN = (n: string) => {
  const [family = '', given = '', additional = ''] = n.split(';');
  return [given, additional, family]
    .map((s) => s.trim())
    .filter(Boolean)
    .join(' ');
};

/** One contact per BEGIN:VCARD … END:VCARD block: FN (or N), the first TEL and EMAIL. */
export function parseVcards(text: string, maxCards = Infinity): RawContact[] {
  const contacts: RawContact[] = [];
  let card: Record<string, string> | undefined;
  for (const line of unfold(text)) {
    const prop = parseLine(line.trim());
    if (!prop) continue;
    if (prop.name === 'BEGIN' && prop.value.toUpperCase() === 'VCARD') card = {};
    else if (prop.name === 'END' && card) {
      contacts.push({
        row: contacts.length + 1,
        name: (card.FN || nameFromN(card.N ?? '')).trim(),
        number: (card.TEL ?? '').replace(/^tel:/i, '').trim(),
        email: (card.EMAIL ?? '').trim(),
      });
      card = undefined;
      if (contacts.length >= maxCards) break;
    } else if (card && ['FN', 'N', 'TEL', 'EMAIL'].includes(prop.name)) {
      card[prop.name] ??= prop.value;
    }
  }
  return contacts;
}
