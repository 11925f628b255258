import { z } from 'zod';
import { isoDate, pageQuery, phoneDigits, requiredText } from './common';
import { V } from './messages';

/** Bounds of a contact's extra information (spec 1 §3 extraInfo). */
export const CONTACT_EXTRA_INFO_MAX = 50;
/** Rows accepted by one import file. */
export const CONTACT_IMPORT_MAX_ROWS = 10_000;
/** Size of GET /contacts/list, the pickers' full list. */
export const CONTACT_LIST_MAX = 5_000;

/** Blank is allowed (no e-mail); anything else must be an address. */
const optionalEmail = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, V.tooLong)
  .refine((v) => v === '' || z.email().safeParse(v).success, V.invalidEmail);

export const contactExtraInfoSchema = z.object({
  id: z.coerce.number().int().positive().optional().nullable(),
  name: requiredText(1, 100),
  value: z.string().trim().max(1000, V.tooLong).optional().default(''),
});

/** POST /contacts and PUT /contacts/{id} (spec 1 §5). extraInfo, when sent, replaces the list. */
export const contactSchema = z.object({
  name: requiredText(2, 50),
  number: phoneDigits(8, 50),
  email: optionalEmail
    .nullable()
    .optional()
    .transform((v) => v ?? ''),
  extraInfo: z.array(contactExtraInfoSchema).max(CONTACT_EXTRA_INFO_MAX, V.tooLong).optional(),
});
export type ContactInput = z.input<typeof contactSchema>;
export type ContactData = z.output<typeof contactSchema>;

/** GET /contacts: search, page, and creation-date filters (YYYY-MM-DD, business time zone). */
export const contactListQuery = pageQuery.extend({
  date: isoDate,
  dateStart: isoDate,
  dateEnd: isoDate,
});
export type ContactListQuery = z.output<typeof contactListQuery>;

export interface ContactExtraInfoDTO {
  id: number;
  name: string;
  value: string;
}

export interface ContactDTO {
  id: number;
  name: string;
  number: string;
  email: string;
  profilePicUrl: string;
  isGroup: boolean;
  whatsappId: number | null;
  extraInfo: ContactExtraInfoDTO[];
  createdAt: string;
  updatedAt: string;
}

/** An entry of GET /contacts/list. */
export interface ContactRefDTO {
  id: number;
  name: string;
  number: string;
  email: string;
}

export interface ContactsPage {
  contacts: ContactDTO[];
  hasMore: boolean;
  count: number;
}

export type ContactImportStatus = 'created' | 'updated' | 'refused';

export interface ContactImportRow {
  row: number;
  name: string;
  number: string;
  status: ContactImportStatus;
  reason?: string;
}

export interface ContactImportReport {
  created: number;
  updated: number;
  refused: number;
  rows: ContactImportRow[];
}
