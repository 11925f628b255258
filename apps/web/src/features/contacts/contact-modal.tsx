import type { ContactDTO } from '@atende/shared';

export interface ContactModalProps {
  open: boolean;
  /** Edit this contact; without it the modal adds a new one. */
  contactId?: number;
  /** Prefill of a new contact (e.g. the name typed in the new-ticket search). */
  initialValues?: { name?: string; number?: string };
  onClose: () => void;
  onSaved?: (contact: ContactDTO) => void;
}

/** Add or edit a contact with its extra info (spec 1 §5 contact rules). */
export function ContactModal(props: ContactModalProps) {
  return props.open ? null : null;
}
