import { templateParameterCount, type MessageTemplateDTO } from '@atende/shared';
import { z } from 'zod';

/** Templates asked for at most: one page of the Graph API's template list. */
export const TEMPLATES_PAGE = 250;

/** GET {waba-id}/message_templates, in the shape the Graph API documents (fields we read). */
const templateList = z.object({
  data: z.array(
    z.object({
      name: z.string(),
      language: z.string(),
      status: z.string(),
      category: z.string().optional(),
      components: z
        .array(
          z.object({
            type: z.string(),
            format: z.string().optional(),
            text: z.string().optional(),
          }),
        )
        .optional(),
    }),
  ),
});

export const templateListPath = (businessAccountId: string) =>
  `${businessAccountId}/message_templates?fields=name,language,status,category,components` +
  `&status=APPROVED&limit=${TEMPLATES_PAGE}`;

/** The approved templates of an answer; a text header or footer is kept, media headers are not. */
export function approvedTemplates(answer: unknown): MessageTemplateDTO[] {
  const parsed = templateList.safeParse(answer);
  if (!parsed.success) return [];
  return parsed.data.data
    .filter((t) => t.status === 'APPROVED')
    .map((t) => {
      const part = (type: string) => t.components?.find((c) => c.type.toUpperCase() === type);
      const header = part('HEADER');
      const body = part('BODY')?.text ?? '';
      return {
        name: t.name,
        language: t.language,
        category: t.category ?? '',
        header: header && (header.format ?? 'TEXT') === 'TEXT' ? (header.text ?? null) : null,
        body,
        footer: part('FOOTER')?.text ?? null,
        parameterCount: templateParameterCount(body),
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name) || a.language.localeCompare(b.language));
}

/** The send's components: the body's parameters as text, in order. */
export const bodyComponents = (parameters: string[]) =>
  parameters.length
    ? [{ type: 'body', parameters: parameters.map((text) => ({ type: 'text', text })) }]
    : [];
