import type { ContactListDTO, ContactListItemDTO } from '@atende/shared';
import type { ContactListWithCounts } from './contact-lists.repo';
import type { ContactListItemRow } from './contact-list-items.repo';

export const toContactListDTO = (row: ContactListWithCounts): ContactListDTO => ({
  id: row.id,
  name: row.name,
  contactsCount: row.contactsCount,
  checkedCount: row.checkedCount,
  validCount: row.validCount,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const toContactListItemDTO = (row: ContactListItemRow): ContactListItemDTO => ({
  id: row.id,
  contactListId: row.contactListId,
  companyId: row.companyId,
  name: row.name,
  number: row.number,
  email: row.email,
  isWhatsappValid: row.isWhatsappValid,
  checkedAt: row.checkedAt ? row.checkedAt.toISOString() : null,
});
