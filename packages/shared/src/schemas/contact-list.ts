import { z } from 'zod';
import { idParam, pageQuery, phoneDigits, requiredText } from './common';
import { V } from './messages';

/** Size of one page of GET /contact-lists and GET /contact-list-items. */
export const CONTACT_LIST_PAGE_SIZE = 20;
/** Bound of GET /contact-lists/list (the campaign dialog's picker). */
export const CONTACT_LIST_LIST_MAX = 1_000;
/** Rows accepted by one contact list import (a list is a campaign's audience). */
export const CONTACT_LIST_IMPORT_MAX_ROWS = 100_000;
/** Bytes accepted by one contact list import file. */
export const CONTACT_LIST_IMPORT_MAX_BYTES = 20 * 1024 * 1024;

export const CONTACT_LIST_MESSAGES = {
  listNotFound: 'Lista de contatos não encontrada',
  itemNotFound: 'Contato da lista não encontrado',
  duplicatedNumber: 'Este número já está na lista',
  fileMissing: 'Envie a planilha como multipart/form-data no campo "file"',
  deleted: 'Lista de contatos excluída',
  itemDeleted: 'Contato excluído',
} as const;

/** Blank is allowed (no e-mail); anything else must be an address (spec 3 §5 'Invalid email'). */
const itemEmail = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, V.tooLong)
  .refine((v) => v === '' || z.email().safeParse(v).success, V.invalidEmail)
  .nullable()
  .optional()
  .transform((v) => v ?? '');

/** POST /contact-lists and PUT /contact-lists/{id} (spec 3 §5: name 2 to 50). */
export const contactListSchema = z.object({ name: requiredText(2, 50) });
export type ContactListInput = z.input<typeof contactListSchema>;

/** PUT /contact-list-items/{id}: the item's fields (spec 3 §5). */
export const contactListItemSchema = z.object({
  name: requiredText(2, 50),
  number: phoneDigits(8, 50),
  email: itemEmail,
});
export type ContactListItemInput = z.input<typeof contactListItemSchema>;
export type ContactListItemData = z.output<typeof contactListItemSchema>;

/** POST /contact-list-items: the fields plus the list it joins. */
export const contactListItemCreateSchema = contactListItemSchema.extend({
  contactListId: idParam,
});

/** GET /contact-list-items: one list's page. */
export const contactListItemQuery = pageQuery.extend({ contactListId: idParam });

export interface ContactListDTO {
  id: number;
  name: string;
  contactsCount: number;
  /** Items whose WhatsApp validity is known, and how many of them are valid. */
  checkedCount: number;
  validCount: number;
  createdAt: string;
  updatedAt: string;
}

export interface ContactListItemDTO {
  id: number;
  contactListId: number;
  companyId: number;
  name: string;
  number: string;
  email: string;
  /** null until the connection's channel answered. */
  isWhatsappValid: boolean | null;
  checkedAt: string | null;
}

/** merged: the number appeared earlier in the file; its e-mail fills the earlier row's blank. */
export type ContactListImportStatus = 'created' | 'updated' | 'merged' | 'refused';

/** Why a row was refused or merged, for the web to word in the user's language. */
export const CONTACT_LIST_IMPORT_REASON_CODES = [
  'nameRequired',
  'nameTooShort',
  'nameTooLong',
  'nameInvalid',
  'numberRequired',
  'numberInvalid',
  'emailInvalid',
  'sameNumber',
] as const;
export type ContactListImportReasonCode = (typeof CONTACT_LIST_IMPORT_REASON_CODES)[number];

export interface ContactListImportReason {
  code: ContactListImportReasonCode;
  /** sameNumber: the earlier row of the file with that number. */
  row?: number;
}

/** A row the user should look at (refused or merged); created and updated rows are counted. */
export interface ContactListImportRow {
  row: number;
  name: string;
  number: string;
  status: ContactListImportStatus;
  /** The reason in Portuguese, as API clients have always read it. */
  reason?: string;
  /** The same reason(s) as codes, for the web to word in the user's language. */
  reasons?: ContactListImportReason[];
}

export interface ContactListImportReport {
  created: number;
  updated: number;
  merged: number;
  refused: number;
  rows: ContactListImportRow[];
}

/** company-{id}-ContactListItem-{listId}: the items page of one list. */
export const contactListItemChannel = (companyId: number, contactListId: number) =>
  `company-${companyId}-ContactListItem-${contactListId}`;

export type ContactListItemListEvent =
  | { action: 'create' | 'update'; record: ContactListItemDTO }
  | { action: 'delete'; id: number }
  /** many items changed at once (an import): refetch */
  | { action: 'reload' };
