/**
 * What Typebot's public chat API answers (startChat / continueChat of the v1 API), reduced to
 * what a WhatsApp conversation can show: texts, pictures (videos, audio) and choices as
 * numbered text.
 */
/** What an engine says: a text, or a file at an address (sent as a picture, video or audio). */
export type SayItem = string | { mediaUrl: string };

export interface TypebotChoice {
  id: string;
  content: string;
}
/** The input the flow waits for: choices (answered by number or label) or free text. */
export type TypebotInput = { type: 'choice'; items: TypebotChoice[] } | { type: 'text' };

interface RichNode {
  text?: string;
  type?: string;
  children?: RichNode[];
}

interface TypebotAnswer {
  sessionId?: string;
  messages?: { type?: string; content?: Record<string, unknown> }[];
  input?: { type?: string; items?: { id?: string; content?: string }[] } | null;
}

function plain(nodes: RichNode[]): string {
  return nodes.map((n) => (n.text ?? '') + (n.children ? plain(n.children) : '')).join('');
}

/** A text bubble: rich text (paragraphs become lines), markdown or plain text. */
function bubbleText(content: Record<string, unknown>): string {
  if (Array.isArray(content.richText)) {
    return (content.richText as RichNode[]).map((p) => plain([p])).join('\n');
  }
  if (typeof content.markdown === 'string') return content.markdown;
  if (typeof content.plainText === 'string') return content.plainText;
  return '';
}

/** The bubbles to send (texts, and files by their address) and the input the flow now waits
 * for (undefined: the flow ended). */
export function readTypebotAnswer(json: unknown) {
  const answer = (json ?? {}) as TypebotAnswer;
  const texts: SayItem[] = [];
  for (const m of answer.messages ?? []) {
    const content = m.content ?? {};
    if (m.type === 'text') texts.push(bubbleText(content));
    else if ((m.type === 'image' || m.type === 'video' || m.type === 'audio') && content.url) {
      texts.push({ mediaUrl: String(content.url) });
    }
  }
  let input: TypebotInput | undefined;
  if (answer.input?.type === 'choice input') {
    const items = (answer.input.items ?? []).map((i) => ({
      id: String(i.id ?? ''),
      content: String(i.content ?? ''),
    }));
    input = { type: 'choice', items };
    texts.push(items.map((i, n) => `${n + 1} - ${i.content}`).join('\n'));
  } else if (answer.input) {
    input = { type: 'text' };
  }
  return {
    sessionId: answer.sessionId,
    texts: texts.filter((t) => typeof t !== 'string' || t.trim() !== ''),
    input,
  };
}

/** The customer's answer to a choice: its number or its label; undefined when neither. */
export function choiceAnswer(input: TypebotInput | null | undefined, body: string) {
  if (!input || input.type !== 'choice') return body;
  const n = Number(body.trim());
  if (Number.isInteger(n) && n >= 1 && n <= input.items.length) return input.items[n - 1]!.content;
  const label = input.items.find((i) => i.content.toLowerCase() === body.trim().toLowerCase());
  return label?.content;
}
