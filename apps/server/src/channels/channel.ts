import type { ErrorCode } from '@atende/shared';

/**
 * The boundary between the core and any WhatsApp implementation. The core never imports a
 * channel library; adapters report status and deliver inbound events normalised to one shape.
 */
export const CONNECTION_STATUSES = [
  'qrcode',
  'PAIRING',
  'OPENING',
  'CONNECTED',
  'DISCONNECTED',
  'TIMEOUT',
] as const;
export type ConnectionStatus = (typeof CONNECTION_STATUSES)[number];

export type MediaType =
  'chat' | 'image' | 'audio' | 'video' | 'application' | 'locationMessage' | 'vcard' | 'call_log';

export interface ConnectionRef {
  id: number;
  companyId: number;
  name: string;
}

export interface InboundMedia {
  /** Where the adapter saved the file, relative to the media storage root. */
  path: string;
  name: string;
  mimetype: string;
}

interface InboundBase {
  companyId: number;
  connectionId: number;
  /** The channel's id of the message or call: the idempotency key. */
  externalId: string;
}

export type InboundEvent =
  | (InboundBase & {
      kind: 'message';
      from: { number: string; name: string; isGroup: boolean };
      fromMe: boolean;
      body: string;
      mediaType: MediaType;
      media?: InboundMedia;
      quotedExternalId?: string;
      participant?: string;
      /** The group member's display name (their own WhatsApp name), when the channel has it. */
      participantName?: string;
      timestamp: Date;
    })
  | (InboundBase & { kind: 'ack'; ack: number })
  /** The channel gave up delivering a message it had accepted: shown on the message. */
  | (InboundBase & { kind: 'failed'; error: string })
  | (InboundBase & { kind: 'edit'; body: string })
  | (InboundBase & { kind: 'delete' })
  | (InboundBase & {
      kind: 'call';
      from: { number: string; name: string; isGroup: boolean };
      timestamp: Date;
    });

export interface OutboundMessage {
  to: string;
  /** The text; for a template, its body as rendered (what a channel without templates sends). */
  body: string;
  media?: { absolutePath: string; name: string; mimetype: string };
  quotedExternalId?: string;
  /** An approved template (cloud-api): sent as the template, not as the text. */
  template?: { name: string; language: string; components?: object[] };
}

/** What an adapter may call back into the core. */
export interface ChannelHooks {
  status(conn: ConnectionRef, status: ConnectionStatus, qrcode?: string): Promise<void>;
  inbound(event: InboundEvent): Promise<void>;
}

export interface ChannelAdapter {
  readonly provider: string;
  /** Opens the session: reports OPENING, then qrcode/PAIRING or CONNECTED. */
  start(conn: ConnectionRef): Promise<void>;
  /** Closes the session and forgets the pairing (the 'disconnect' button). */
  logout(conn: ConnectionRef): Promise<void>;
  /** Stops the process's hold on the session without forgetting it (shutdown). */
  stop(conn: ConnectionRef): Promise<void>;
  send(conn: ConnectionRef, message: OutboundMessage): Promise<{ externalId: string }>;
  deleteMessage(conn: ConnectionRef, to: string, externalId: string): Promise<void>;
  /**
   * Read receipts for the customer's messages, sent once an agent has read them (the blue
   * ticks on the customer's phone). Optional: a channel without receipts leaves it out.
   */
  markRead?(conn: ConnectionRef, from: string, externalIds: string[]): Promise<void>;
  /**
   * Whether a number is on WhatsApp, and the number as WhatsApp knows it (digits only; it may
   * differ from the one asked, e.g. Brazil's ninth digit).
   */
  checkNumber?(conn: ConnectionRef, number: string): Promise<{ exists: boolean; number: string }>;
  /** The contact's profile picture address, or null when it has none or hides it. */
  profilePicture?(conn: ConnectionRef, number: string): Promise<string | null>;
}

export class ChannelError extends Error {
  constructor(
    message: string,
    /** true when retrying may help (network, session reconnecting). */
    public readonly retryable: boolean,
    /** The error code the API answers with, when not the generic one of the operation. */
    public readonly code?: ErrorCode,
    /** A rate limit's hint: how long until the channel takes a send again. */
    public readonly retryAfterMs?: number,
  ) {
    super(message);
    this.name = 'ChannelError';
  }
}
