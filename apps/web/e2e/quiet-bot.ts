/** What the helper needs of a test's API client. */
interface Api {
  get: <T>(path: string) => Promise<T>;
  put: <T>(path: string, data: unknown) => Promise<T>;
}

/**
 * For a test about something other than the chatbot: the connection's bot stays quiet (no
 * queues, no greeting, so each new conversation goes to a person without a word). Answers the
 * call that puts the connection back as it was.
 */
export async function quietBot(api: Api, connectionId: number) {
  const { queueIds, greetingMessage } = await api.get<{
    queueIds: number[];
    greetingMessage: string;
  }>(`/whatsapp/${connectionId}`);
  await api.put(`/whatsapp/${connectionId}`, { queueIds: [], greetingMessage: '' });
  return () => api.put(`/whatsapp/${connectionId}`, { queueIds, greetingMessage });
}
