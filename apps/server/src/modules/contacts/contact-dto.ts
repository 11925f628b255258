import type { ContactDTO, ContactExtraInfoDTO } from '@atende/shared';
import type { ContactRow } from './contacts.repo';

export function toContactDTO(c: ContactRow, extraInfo: ContactExtraInfoDTO[]): ContactDTO {
  return {
    id: c.id,
    name: c.name,
    number: c.number,
    email: c.email,
    profilePicUrl: c.profilePicUrl,
    isGroup: c.isGroup,
    whatsappId: c.whatsappId,
    extraInfo,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  };
}
