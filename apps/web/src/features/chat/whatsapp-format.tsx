import type { ReactNode } from 'react';

/** WhatsApp inline marks: *bold*, _italic_, ~strike~ and ```mono```. */
const MARKS: { pattern: RegExp; render: (text: string, key: string) => ReactNode }[] = [
  { pattern: /```([^`]+)```/, render: (t, k) => <code key={k}>{t}</code> },
  { pattern: /\*([^*\n]+)\*/, render: (t, k) => <strong key={k}>{t}</strong> },
  { pattern: /_([^_\n]+)_/, render: (t, k) => <em key={k}>{t}</em> },
  { pattern: /~([^~\n]+)~/, render: (t, k) => <s key={k}>{t}</s> },
];

/** A message body as React nodes with WhatsApp formatting; the text itself is never HTML. */
export function formatWhatsapp(text: string, keyPrefix = 'f'): ReactNode[] {
  let first: { index: number; length: number; inner: string; mark: (typeof MARKS)[number] } | null =
    null;
  for (const mark of MARKS) {
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
    ...formatWhatsapp(after, `${keyPrefix}-${first.index}a`),
  ];
}
