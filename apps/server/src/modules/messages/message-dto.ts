/** A message as the spec's clients read it (spec 1 §3 Message). */
export interface MessageDTO {
  id: number;
  ticketId: number;
  contactId: number | null;
  body: string;
  fromMe: boolean;
  mediaType: string;
  /** Same-origin URL of the file, fetched with the bearer token; null without media. */
  mediaUrl: string | null;
  mediaName: string | null;
  quotedMsg: { id: number; body: string; fromMe: boolean; mediaType: string } | null;
  ack: number;
  read: boolean;
  isDeleted: boolean;
  isEdited: boolean;
  /** Outbound delivery: 'queued', 'sent' or 'failed' ('received' for inbound). */
  sendStatus: string;
  sendError: string | null;
  userId: number | null;
  createdAt: string;
  updatedAt: string;
}
