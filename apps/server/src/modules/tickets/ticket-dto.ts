/** A ticket as the spec's clients read it (spec 1 §3 Ticket). */
export interface TicketDTO {
  id: number;
  uuid: string;
  status: 'pending' | 'open' | 'closed';
  contactId: number;
  contact: {
    id: number;
    name: string;
    number: string;
    email: string;
    profilePicUrl: string;
    isGroup: boolean;
  };
  userId: number | null;
  user: { id: number; name: string } | null;
  queueId: number | null;
  queue: { id: number; name: string; color: string } | null;
  whatsappId: number;
  whatsapp: { id: number; name: string; status: string };
  tags: { id: number; name: string; color: string }[];
  unreadMessages: number;
  lastMessage: string;
  isGroup: boolean;
  chatbot: boolean;
  useIntegration: boolean;
  promptId: number | null;
  integrationId: number | null;
  createdAt: string;
  updatedAt: string;
}
