import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Outgoing e-mail; the one implementation speaks SMTP to SMTP_URL. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * A mailer on the SMTP server of `url` (smtp://user:pass@host:587 or smtps://...:465), sending
 * from `from`. A send resolves once the server has accepted the message.
 */
export function createSmtpMailer(url: string, from: string): Mailer {
  // a server that does not answer fails the request within seconds, not minutes
  const transport = nodemailer.createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}
