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
  const transport = nodemailer.createTransport(url);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}
