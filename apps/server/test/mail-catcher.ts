import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A message as the catcher received it over SMTP, with its text part decoded. */
export interface CaughtMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
}

/** The header block and body of a raw message (RFC 5322: they part at the first blank line). */
function splitMessage(raw: string) {
  const at = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, at).replace(/\r\n[ \t]+/g, ' ');
  return { head, body: raw.slice(at + 4) };
}

const header = (head: string, name: string) =>
  new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';

/** Quoted-printable (RFC 2045 §6.7) to UTF-8 text. */
function decodeQuotedPrintable(body: string) {
  const bytes = body
    .replace(/=\r\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** RFC 2047 encoded words (=?UTF-8?Q?...?= or =?UTF-8?B?...?=) in a header. */
function decodeWords(value: string) {
  // the blank between two encoded words is not part of the text (RFC 2047 §6.2)
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

/** Decodes a single-part text message, as nodemailer writes one for `text` alone. */
export function parseMail(raw: string, envelope: { from: string; to: string[] }): CaughtMail {
  const { head, body } = splitMessage(raw);
  const encoding = header(head, 'Content-Transfer-Encoding').toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body, 'base64').toString('utf8')
        : body;
  return { ...envelope, subject: decodeWords(header(head, 'Subject')), text: text.trim() };
}

/**
 * A real SMTP server on a free loopback port that keeps every message it accepts: the outside
 * edge of the password reset flow in tests. `refuse` makes it answer 550 to the next messages.
 */
export async function startMailCatcher(onMail?: (mail: CaughtMail) => void) {
  const mails: CaughtMail[] = [];
  let refusing = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (refusing) {
          callback(Object.assign(new Error('mailbox unavailable'), { responseCode: 550 }));
          return;
        }
        const mail = parseMail(Buffer.concat(chunks).toString('latin1'), {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
        });
        mails.push(mail);
        onMail?.(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    refuse(on: boolean) {
      refusing = on;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type MailCatcher = Awaited<ReturnType<typeof startMailCatcher>>;

/** The reset code in a caught message. */
export const codeIn = (mail: CaughtMail) => /:\s*(\d{6})\b/.exec(mail.text)?.[1];
