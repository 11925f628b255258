import type { ContactDTO } from '@atende/shared';

/** What the contact form edits; `contactSchema` turns it into the request body. */
export interface ContactFormValues {
  name: string;
  number: string;
  email: string;
  extraInfo: { name: string; value: string }[];
}

export const CONTACT_FORM_FIELDS = ['name', 'number', 'email', 'extraInfo'] as const;

export const digitsOnly = (value: string) => value.replace(/\D/g, '');

export function emptyContactForm(prefill?: { name?: string; number?: string }): ContactFormValues {
  return {
    name: prefill?.name ?? '',
    number: digitsOnly(prefill?.number ?? ''),
    email: '',
    extraInfo: [],
  };
}

/** The saved extra info list is sent whole: it replaces the contact's list. */
export function contactToForm(contact: ContactDTO): ContactFormValues {
  return {
    name: contact.name,
    number: contact.number,
    email: contact.email ?? '',
    extraInfo: contact.extraInfo.map((i) => ({ name: i.name, value: i.value ?? '' })),
  };
}
