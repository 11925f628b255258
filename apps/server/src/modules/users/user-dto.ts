import type { AllTicket, Profile, QueueRefDTO, UserDTO } from '@atende/shared';
import type { UserRow } from './users.repo';

export function toUserDTO(u: UserRow, queues: QueueRefDTO[]): UserDTO {
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    profile: u.profile as Profile,
    super: u.super,
    number: u.number,
    companyId: u.companyId,
    whatsappId: u.whatsappId,
    allTicket: u.allTicket as AllTicket,
    online: u.online,
    queues,
    createdAt: u.createdAt.toISOString(),
  };
}
