import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  eventually,
  openDemoDesk,
  sleep,
  startTestApp,
  testClock,
  type TestApp,
} from '../../../test/harness';
import { chatOf, phoneReceived, ticketOf } from '../../../test/bot-desk';
import { apiError, completion, startFakeAzureSpeech, startFakeOpenAi } from '../../../test/fake-ai';
import { multipart } from '../../../test/multipart';
import { PROMPT_TEXT, promptBody } from './prompts.testkit';

type Desk = Awaited<ReturnType<typeof openDemoDesk>>;
const MONDAY_10 = new Date('2025-06-02T10:00:00-03:00');

/**
 * A queue answered by an AI prompt, on the simulated phone, against a local OpenAI-compatible
 * server and a local Azure Speech: replies, history and parameters, the hand-over marker,
 * voice notes both ways, and failures that hand the customer to a person with a note.
 */
describe('the AI prompt engine', () => {
  let t: TestApp;
  let desk: Desk;
  let promptId: number;
  const openai = startFakeOpenAi();
  const speech = startFakeAzureSpeech();
  let ai: Awaited<typeof openai>;
  let tts: Awaited<typeof speech>;

  beforeAll(async () => {
    ai = await openai;
    tts = await speech;
    t = await startTestApp({
      jobs: true,
      clock: testClock(MONDAY_10),
      ai: {
        openAiBaseUrl: ai.baseUrl,
        azureSpeechBaseUrl: tts.baseUrl,
        timeoutMs: 2_500,
        maxRetries: 1,
      },
    });
    desk = await openDemoDesk(t);
    const made = await t.request('POST', '/prompt', desk.admin.token, promptBody(desk.atendimento));
    promptId = made.json().id;
    const set = await t.request('PUT', `/queue/${desk.atendimento}`, desk.admin.token, {
      promptId,
    });
    expect(set.statusCode, set.body).toBe(200);
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await ai.close();
    await tts.close();
  });

  const says = (number: string, body: string) => desk.customerSays(number, body, { name: 'Rita' });
  /** The customer reaches the AI's queue through the bot's menu. */
  const reachAi = async (number: string, first = 'Oi') => {
    await says(number, first);
    await says(number, '1');
  };
  const received = (number: string) => phoneReceived(t, desk.admin, desk.connectionId, number);
  const editPrompt = (extra: object) =>
    t.request('PUT', `/prompt/${promptId}`, desk.admin.token, {
      ...promptBody(desk.atendimento, { apiKey: '' }),
      ...extra,
    });
  const notesOf = async (ticketId: number) =>
    (
      await t.request('GET', `/ticket-notes/list?ticketId=${ticketId}`, desk.admin.token)
    ).json() as { note: string; user: unknown }[];

  it('answers the customer with the prompt, the history and the prompt’s parameters', async () => {
    ai.onChat(() => completion('Olá, Rita! Como posso ajudar?'));
    const number = '5511955501001';
    await reachAi(number);
    await eventually(async () =>
      expect((await received(number)).at(-1)).toBe('Olá, Rita! Como posso ajudar?'),
    );
    const ticket = await ticketOf(t, desk.admin, number);
    expect(ticket).toMatchObject({ queueId: desk.atendimento, status: 'pending', chatbot: true });
    const chat = await chatOf(t, desk.admin, ticket.id);
    const upToChoice = chat.slice(0, chat.findIndex((m) => !m.fromMe && m.body === '1') + 1);
    expect(ai.chats).toHaveLength(1);
    expect(ai.chats[0]!.authorization).toBe('Bearer sk-loja-exemplo-1234');
    expect(ai.chats[0]!.body).toMatchObject({
      model: 'gpt-4o-mini',
      max_tokens: 100,
      temperature: 1,
    });
    expect(ai.chats[0]!.body.messages).toEqual([
      { role: 'system', content: PROMPT_TEXT },
      ...upToChoice.map((m) => ({ role: m.fromMe ? 'assistant' : 'user', content: m.body })),
    ]);
    expect(ai.chats[0]!.body.messages.slice(1, 2)).toEqual([{ role: 'user', content: 'Oi' }]);
  });

  it('sends only the last maxMessages, with the prompt’s tokens and temperature', async () => {
    expect(
      (await editPrompt({ maxMessages: 2, maxTokens: 250, temperature: 0.2 })).statusCode,
    ).toBe(200);
    ai.onChat(() => completion('Temos entrega em todo o Brasil.'));
    const number = '5511955501001';
    await says(number, 'Vocês entregam em Curitiba?');
    await eventually(async () =>
      expect((await received(number)).at(-1)).toBe('Temos entrega em todo o Brasil.'),
    );
    const last = ai.chats.at(-1)!.body;
    expect(last).toMatchObject({ max_tokens: 250, temperature: 0.2 });
    expect(last.messages).toEqual([
      { role: 'system', content: PROMPT_TEXT },
      { role: 'assistant', content: 'Olá, Rita! Como posso ajudar?' },
      { role: 'user', content: 'Vocês entregam em Curitiba?' },
    ]);
  });

  it('the hand-over marker stops the AI: the ticket waits for a person, the marker unsent', async () => {
    ai.onChat(() =>
      completion(
        'Vou chamar um atendente para você.\nAção: Transferir para o setor de atendimento',
      ),
    );
    const number = '5511955501001';
    const before = ai.chats.length;
    await says(number, 'Quero falar com uma pessoa');
    await eventually(async () =>
      expect(await ticketOf(t, desk.admin, number)).toMatchObject({
        chatbot: false,
        status: 'pending',
        queueId: desk.atendimento,
      }),
    );
    const phone = await eventually(async () => {
      const texts = await received(number);
      expect(texts.at(-1)).toBe('Vou chamar um atendente para você.');
      return texts;
    });
    expect(phone.join('\n')).not.toContain('Ação: Transferir');
    await says(number, 'Alô?');
    await sleep(800);
    expect(ai.chats.length).toBe(before + 1);
  });

  it('transcribes a voice note, and answers with text and a synthesised voice note', async () => {
    const edited = await editPrompt({
      maxMessages: 10,
      voice: 'pt-BR-FranciscaNeural',
      voiceKey: 'azure-chave',
      voiceRegion: 'brazilsouth',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    ai.onTranscription(() => ({ json: { text: 'Qual o horário de funcionamento?' } }));
    ai.onChat(() => completion('Abrimos das 8h às 18h.'));
    const number = '5511955501002';
    await reachAi(number);
    await eventually(async () => expect(tts.requests).toHaveLength(1));
    const voiceNote = Buffer.concat([Buffer.from('OggS'), Buffer.alloc(200, 7)]);
    const form = multipart(
      { number, name: 'Rita' },
      { field: 'media', name: 'audio.ogg', type: 'audio/ogg', data: voiceNote },
    );
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/sandbox/${desk.connectionId}/messages`,
      headers: { authorization: `Bearer ${desk.admin.token}`, ...form.headers },
      payload: form.payload,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    await eventually(async () => expect(ai.transcriptions).toHaveLength(1));
    expect(ai.transcriptions[0]).toMatchObject({
      authorization: 'Bearer sk-loja-exemplo-1234',
      model: 'whisper-1',
    });
    expect(ai.transcriptions[0]!.audio.equals(voiceNote)).toBe(true);
    await eventually(async () => expect(tts.requests).toHaveLength(2));
    expect(ai.chats.at(-1)!.body.messages.at(-1)).toEqual({
      role: 'user',
      content: 'Qual o horário de funcionamento?',
    });
    expect(tts.requests[1]).toMatchObject({
      key: 'azure-chave',
      format: 'ogg-48khz-16bit-mono-opus',
    });
    expect(tts.requests[1]!.ssml).toContain('name="pt-BR-FranciscaNeural"');
    expect(tts.requests[1]!.ssml).toContain('>Abrimos das 8h às 18h.</voice>');
    const ticket = await ticketOf(t, desk.admin, number);
    await eventually(async () => {
      const chat = await chatOf(t, desk.admin, ticket.id);
      const answers = chat.filter((m) => m.automatic).slice(-2);
      expect(answers.map((m) => [m.body, (m as { mediaType?: string }).mediaType])).toEqual([
        ['Abrimos das 8h às 18h.', 'chat'],
        ['', 'audio'],
      ]);
    });
    await eventually(async () => {
      const out = (
        await t.request(
          'GET',
          `/sandbox/${desk.connectionId}/messages?number=${number}`,
          desk.admin.token,
        )
      ).json().messages as { direction: string; mediaName: string | null }[];
      expect(out.filter((m) => m.direction === 'out').at(-1)!.mediaName).toBe('resposta.ogg');
    });
    await editPrompt({ voice: 'texto' });
  });

  for (const [label, fail, reason, calls] of [
    [
      'a timeout',
      () => ({ ...completion('tarde demais'), delayMs: 8_000 }),
      'A IA não respondeu dentro do tempo limite.',
      2,
    ],
    [
      'a 429',
      () => apiError(429, 'Rate limit reached', 'requests'),
      'A IA recusou por excesso de requisições (429).',
      2,
    ],
    [
      'a refused key (401)',
      () => apiError(401, 'Incorrect API key provided', 'invalid_request_error'),
      'A IA recusou a chave de API configurada no prompt (401).',
      1,
    ],
  ] as const) {
    it(`${label} hands the customer to a person, with a note saying why`, async () => {
      ai.onChat(fail);
      const before = ai.chats.length;
      const number = `55119555020${label.length}`;
      await reachAi(number, 'Bom dia');
      await eventually(
        async () =>
          expect(await ticketOf(t, desk.admin, number)).toMatchObject({
            chatbot: false,
            status: 'pending',
            queueId: desk.atendimento,
          }),
        20_000,
      );
      const ticket = await ticketOf(t, desk.admin, number);
      const notes = await eventually(async () => {
        const list = await notesOf(ticket.id);
        expect(list).toHaveLength(1);
        return list;
      });
      expect(notes.map((n) => n.note)).toEqual([
        `Assistente de IA: ${reason} A conversa foi transferida para um atendente.`,
      ]);
      const chat = await chatOf(t, desk.admin, ticket.id);
      expect(chat.filter((m) => !m.fromMe).map((m) => m.body)).toEqual(['Bom dia', '1']);
      // a timeout or a 429 is tried again before giving up (maxRetries 1 here), a bad key not
      expect(ai.chats.length - before).toBe(calls);
    }, 30_000);
  }
});
