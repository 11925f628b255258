import { api } from '../../lib/api-client';

/** What POST /api/messages/send answers. */
export interface SendAnswer {
  message: string;
  ticketId: number;
  ticketStatus: string;
  contactId: number;
  messageIds: number[];
}

/** The page's test forms call the API as an integrator would: with the connection's token. */
export const messagesApiClient = {
  sendText: (token: string, number: string, body: string) =>
    api.post<SendAnswer>('/messages/send', { number, body }, { auth: false, bearer: token }),
  sendMedia: (token: string, number: string, body: string, file: File) => {
    const form = new FormData();
    form.append('number', number);
    form.append('body', body);
    form.append('medias', file);
    return api.post<SendAnswer>('/messages/send', form, { auth: false, bearer: token });
  },
};
