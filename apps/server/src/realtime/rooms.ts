/** Internal socket.io room names (never seen by clients, who see channel names). */
export const rooms = {
  company: (companyId: number) => `company:${companyId}`,
  admins: (companyId: number) => `company:${companyId}:admins`,
  user: (userId: number) => `user:${userId}`,
  /** The company's super users, who also hear of inactive announcements (outside the
   * `company:{id}:` rooms that follow ticket visibility). */
  supers: (companyId: number) => `supers:${companyId}`,
  /** Users of a queue: they see its tickets. */
  queue: (companyId: number, queueId: number) => `company:${companyId}:queue:${queueId}`,
  /** Users whose allTicket is enabled: they see tickets without a queue. */
  noQueue: (companyId: number) => `company:${companyId}:noqueue`,
  /** Sockets with this ticket's chat open (joinChatBox). */
  ticket: (ticketId: number) => `ticket:${ticketId}`,
  /** Sockets of members with this internal chat open (joinChat checks membership). */
  chat: (chatId: number) => `chat:${chatId}`,
  /** The ticket id of a chat room's name; undefined for any other room. */
  ticketIdOf: (room: string) => (/^ticket:\d+$/.test(room) ? Number(room.slice(7)) : undefined),
};
