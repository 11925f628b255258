/** Internal socket.io room names (never seen by clients, who see channel names). */
export const rooms = {
  company: (companyId: number) => `company:${companyId}`,
  admins: (companyId: number) => `company:${companyId}:admins`,
  user: (userId: number) => `user:${userId}`,
};
