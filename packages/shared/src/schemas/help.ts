import { z } from 'zod';
import { requiredText } from './common';
import { V } from './messages';

/**
 * A help video's code on its host: the id YouTube puts in its addresses (11 letters, digits,
 * '-' or '_'). A pasted watch, short or embed address is reduced to that id.
 */
export const VIDEO_CODE = /^[A-Za-z0-9_-]{11}$/;

export function videoCodeOf(input: string): string {
  const v = input.trim();
  if (VIDEO_CODE.test(v)) return v;
  const match = /(?:v=|youtu\.be\/|embed\/|shorts\/)([A-Za-z0-9_-]{11})/.exec(v);
  return match?.[1] ?? v;
}

/** POST /helps, PUT /helps/{id} (spec 2 §2 Helps tab): title, video code, description. */
export const helpSchema = z.object({
  title: requiredText(2, 100),
  video: z
    .string({ error: V.required })
    .transform(videoCodeOf)
    .pipe(z.string().min(1, V.required).regex(VIDEO_CODE, V.invalidVideo)),
  description: z.string().trim().max(1000, V.tooLong).optional().default(''),
});
export type HelpInput = z.input<typeof helpSchema>;
