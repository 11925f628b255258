import type { ReactNode } from 'react';
import { Link } from '@mui/material';

interface Mark {
  pattern: RegExp;
  render: (text: string, key: string) => ReactNode;
}

/** WhatsApp inline marks: *bold*, _italic_, ~strike~ and ```mono```. */
const MARKS: Mark[] = [
  { pattern: /```([^`]+)```/, render: (t, k) => <code key={k}>{t}</code> },
  { pattern: /\*([^*\n]+)\*/, render: (t, k) => <strong key={k}>{t}</strong> },
  { pattern: /_([^_\n]+)_/, render: (t, k) => <em key={k}>{t}</em> },
  { pattern: /~([^~\n]+)~/, render: (t, k) => <s key={k}>{t}</s> },
];

/**
 * A web address as WhatsApp shows one: http(s):// or www., up to a space, the punctuation that
 * ends a sentence left out. Only these two schemes become links (never javascript: and the like).
 */
const ADDRESS: Mark = {
  pattern: /((?:https?:\/\/|www\.)[^\s<>"]*[^\s<>".,;:!?)\]'])/i,
  render: (address, key) => (
    <Link
      key={key}
      href={/^https?:\/\//i.test(address) ? address : `https://${address}`}
      target="_blank"
      rel="noopener noreferrer"
      sx={{ wordBreak: 'break-all' }}
    >
      {address}
    </Link>
  ),
};

/**
 * A message body as React nodes with WhatsApp formatting; the text itself is never HTML. With
 * `links`, web addresses can be opened (a message bubble; not a list row, itself a button).
 */
export function formatWhatsapp(text: string, keyPrefix = 'f', links = false): ReactNode[] {
  const marks = links ? [ADDRESS, ...MARKS] : MARKS;
  let first: { index: number; length: number; inner: string; mark: Mark } | null = null;
  for (const mark of marks) {
    const match = mark.pattern.exec(text);
    if (match && (first === null || match.index < first.index)) {
      first = { index: match.index, length: match[0].length, inner: match[1]!, mark };
    }
  }
  if (!first) return text ? [text] : [];
  const before = text.slice(0, first.index);
  const after = text.slice(first.index + first.length);
  return [
    ...(before ? [before] : []),
    first.mark.render(first.inner, `${keyPrefix}-${first.index}`),
    ...formatWhatsapp(after, `${keyPrefix}-${first.index}a`, links),
  ];
}
