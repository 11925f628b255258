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
  | 'chat'
  | 'image'
  | 'audio'
  | 'video'
  | 'application'
  | 'locationMessage'
  | 'vcard'
  | 'call_log'
  // the customer's emoji on a message (the quoted one): one per person and message
  | 'reaction';

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
      /**
       * A file the channel could not fetch for good (expired, deleted): the message is stored
       * without it, under this name when it had one, and the chat says it is unavailable.
       */
      unavailableMediaName?: string;
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
  /** The person took back their reaction to the message `targetExternalId`. */
  | (InboundBase & {
      kind: 'reaction-removed';
      from: { number: string; name: string; isGroup: boolean };
      targetExternalId: string;
      timestamp: Date;
    })
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
  /** `reason`: why the connection is not connected, shown with its status (cleared if unset). */
  status(
    conn: ConnectionRef,
    status: ConnectionStatus,
    qrcode?: string,
    reason?: string,
  ): Promise<void>;
  /**
   * Traffic went through (a send accepted, a delivery received): a connection shown in
   * another status is CONNECTED again, unless it is in one of `unless`. No event otherwise.
   */
  working(conn: ConnectionRef, unless?: readonly ConnectionStatus[]): Promise<void>;
  inbound(event: InboundEvent): Promise<void>;
  /**
   * Inbound traffic the channel could not take as it came (a file it could not fetch, a
   * malformed message it skipped): for the operators' log. Ids and reasons only, never a
   * message's text or a person's number.
   */
  warn(conn: ConnectionRef, message: string, details: Record<string, string | number>): void;
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

/**
 * The channel may have delivered the message (or part of it) although the send failed: a
 * request left without an answer, or the second of two messages refused. Never retried: the
 * platform has no idempotency key, and a customer receiving it twice is worse than an agent
 * checking once (at-most-once).
 */
export class MaybeSentError extends ChannelError {
  constructor(message: string) {
    super(message, false);
    this.name = 'MaybeSentError';
  }
}
