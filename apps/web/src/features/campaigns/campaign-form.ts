import { V, type CampaignDTO, type CampaignInput } from '@atende/shared';
import { z } from 'zod';

const text = z.string();
/** The dialog's values: every select holds an id as text ('' is none). */
export const campaignFormSchema = z.object({
  name: z.string().trim().min(1, V.required).min(2, V.tooShort).max(50, V.tooLong),
  confirmation: z.boolean(),
  message1: z.string().trim().min(1, V.required),
  message2: text,
  message3: text,
  message4: text,
  message5: text,
  confirmationMessage1: text,
  confirmationMessage2: text,
  confirmationMessage3: text,
  confirmationMessage4: text,
  confirmationMessage5: text,
  contactListId: text,
  tagListId: text,
  whatsappId: text,
  fileListId: text,
  scheduledAt: text,
});
export type CampaignFormValues = z.infer<typeof campaignFormSchema>;
export const CAMPAIGN_FORM_FIELDS = Object.keys(campaignFormSchema.shape) as Array<
  keyof CampaignFormValues
>;

/** 'yyyy-MM-ddTHH:mm' in the browser's time zone, as a datetime-local input shows it. */
function localInput(iso: string | null) {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export function formValuesOf(c?: CampaignDTO): CampaignFormValues {
  const id = (v: number | null | undefined) => (v ? String(v) : '');
  return {
    name: c?.name ?? '',
    confirmation: c?.confirmation ?? false,
    message1: c?.message1 ?? '',
    message2: c?.message2 ?? '',
    message3: c?.message3 ?? '',
    message4: c?.message4 ?? '',
    message5: c?.message5 ?? '',
    confirmationMessage1: c?.confirmationMessage1 ?? '',
    confirmationMessage2: c?.confirmationMessage2 ?? '',
    confirmationMessage3: c?.confirmationMessage3 ?? '',
    confirmationMessage4: c?.confirmationMessage4 ?? '',
    confirmationMessage5: c?.confirmationMessage5 ?? '',
    contactListId: id(c?.contactListId),
    tagListId: id(c?.tagListId),
    whatsappId: id(c?.whatsappId),
    fileListId: id(c?.fileListId),
    scheduledAt: localInput(c?.scheduledAt ?? null),
  };
}

export function inputOf(v: CampaignFormValues): CampaignInput {
  const id = (s: string) => (s ? Number(s) : null);
  return {
    ...v,
    contactListId: id(v.contactListId),
    tagListId: id(v.tagListId),
    whatsappId: id(v.whatsappId),
    fileListId: id(v.fileListId),
    scheduledAt: v.scheduledAt ? new Date(v.scheduledAt).toISOString() : null,
  };
}

/** Spec 3 §4: editable when INATIVA, or PROGRAMADA more than an hour ahead; CANCELADA: messages. */
export function editMode(c: CampaignDTO | undefined, now = Date.now()) {
  if (!c || c.status === 'INATIVA') return 'all' as const;
  if (
    c.status === 'PROGRAMADA' &&
    c.scheduledAt &&
    new Date(c.scheduledAt).getTime() - now > 3_600_000
  )
    return 'all' as const;
  if (c.status === 'CANCELADA') return 'messages' as const;
  return 'none' as const;
}
