/**
 * The Pix "copia e cola" text: an EMV BR Code (Banco Central do Brasil, "Manual de Padrões
 * para Iniciação do Pix"), a list of ID-length-value fields closed by a CRC16 in field 63.
 */

/** CRC16-CCITT as the BR Code uses it: polynomial 0x1021, initial value 0xFFFF, no reflection. */
export function crc16ccitt(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** One field: two-digit id, two-digit length, value. */
function field(id: string, value: string): string {
  const length = Buffer.byteLength(value, 'utf8');
  if (length > 99) throw new Error(`BR Code field ${id} is longer than 99`);
  return `${id}${String(length).padStart(2, '0')}${value}`;
}

/** Merchant name and city go in plain upper-case ASCII, as the manual recommends. */
const plain = (text: string, max: number) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9 ]/g, '')
    .toUpperCase()
    .trim()
    .slice(0, max) || 'NA';

export interface PixPayloadInput {
  /** The receiver's Pix key (e-mail, phone, CPF/CNPJ or random key). */
  key: string;
  merchantName: string;
  merchantCity: string;
  /** Exact decimal with two places ("199.90"). */
  amount: string;
  /** Up to 25 letters and digits identifying the charge. */
  txid: string;
}

/** A dynamic, single-use BR Code for one amount, its CRC in field 63. */
export function pixPayload(input: PixPayloadInput): string {
  if (!/^\d{1,10}\.\d{2}$/.test(input.amount)) throw new Error('amount must be like 199.90');
  const txid = input.txid.replace(/[^A-Za-z0-9]/g, '').slice(0, 25) || '***';
  const body =
    field('00', '01') +
    field('01', '12') +
    field('26', field('00', 'br.gov.bcb.pix') + field('01', input.key)) +
    field('52', '0000') +
    field('53', '986') +
    field('54', input.amount) +
    field('58', 'BR') +
    field('59', plain(input.merchantName, 25)) +
    field('60', plain(input.merchantCity, 15)) +
    field('62', field('05', txid)) +
    '6304';
  return body + crc16ccitt(body);
}

/** Reads the top-level fields of a BR Code (for checks and tests). */
export function readBrCode(payload: string): Map<string, string> {
  const fields = new Map<string, string>();
  for (let i = 0; i < payload.length;) {
    const id = payload.slice(i, i + 2);
    const length = Number(payload.slice(i + 2, i + 4));
    fields.set(id, payload.slice(i + 4, i + 4 + length));
    i += 4 + length;
  }
  return fields;
}

/** Whether the CRC in field 63 matches the text before it. */
export function hasValidCrc(payload: string): boolean {
  return payload.length > 8 && crc16ccitt(payload.slice(0, -4)) === payload.slice(-4);
}
