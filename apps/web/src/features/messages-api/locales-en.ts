import type { messagesApiTexts } from './locales';

/** English texts of the messages API page (locales.ts has the Portuguese ones). */
export const messagesApiTextsEn: typeof messagesApiTexts = {
  title: 'Messages API',
  intro:
    "Send text messages and files from your own systems (CRM, shop, ERP) through one of the company's connections. Each connection has its own token; the message is kept on the contact's ticket.",
  howTitle: 'How to send',
  endpoint: 'Address',
  rules: {
    auth: "Authorization header: Bearer followed by the connection's token.",
    number:
      'number: digits only, no mask, with country code, area code and number (e.g. 5511999999999), or a group id.',
    body: 'body: the text. For files, send multipart/form-data with number, body (optional) and the files in the medias field.',
    flags:
      'closeTicket: true closes the ticket after sending. saveOnTicket: true leaves a ticket opened by this send waiting for the team (by default it is closed).',
    idempotency:
      'Idempotency-Key (optional): repeating the request with the same key does not send again; the answer is the first one.',
    limit: 'Sends per minute are limited per token: above it the answer is 429 with Retry-After.',
    answers:
      'Answers: 200 sent; 400 invalid field (named in fields) or number not on WhatsApp; 401 invalid token; 402 subscription overdue; 403 plan without the API; 429 limit reached.',
  },
  tokenTitle: 'Connection token',
  connection: 'Connection',
  token: 'Token',
  copy: 'Copy',
  copied: 'Copied!',
  noConnection: 'Add a connection to get a token.',
  examplesTitle: 'Examples',
  testTitle: 'Try a send',
  textForm: 'Text message',
  mediaForm: 'Message with a file',
  number: 'Number',
  numberHelp: 'Digits only: country code, area code and number',
  message: 'Message',
  file: 'Choose file',
  noFile: 'No file chosen',
  removeFile: 'Remove file',
  fileRequired: 'Choose a file',
  send: 'Send',
  sent: 'Message sent successfully (ticket {{ticketId}})',
};
