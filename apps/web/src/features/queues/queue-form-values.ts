import type { Control, Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  defaultWeek,
  queueCreateSchema,
  type QueueCreateData,
  type QueueDTO,
  type WeekdayEn,
} from '@atende/shared';

/** The queue modal's fields as typed (the shared schema turns them into the API's body). */
export interface QueueFormValues {
  name: string;
  color: string;
  orderQueue: string;
  greetingMessage: string;
  outOfHoursMessage: string;
  /** 'Nenhum' while none can be chosen (no prompts or integrations exist yet). */
  integrationId: string;
  promptId: string;
  schedules: { weekday: string; weekdayEn: WeekdayEn; startTime: string; endTime: string }[];
}

export const NONE = 'Nenhum';

/**
 * The form's texts go through the API's own schema, which turns them into its body. With
 * `greetingRequired` (the text of its error) a blank greeting is refused, as the server does
 * when the company has other queues (spec 2 §5).
 */
export function queueFormResolver(greetingRequired: string | null) {
  const schema =
    greetingRequired === null
      ? queueCreateSchema
      : queueCreateSchema.extend({
          greetingMessage: queueCreateSchema.shape.greetingMessage.refine(
            (text) => Boolean(text?.trim()),
            greetingRequired,
          ),
        });
  return zodResolver(schema) as unknown as Resolver<QueueFormValues, unknown, QueueCreateData>;
}
export type QueueFormControl = Control<QueueFormValues, unknown, QueueCreateData>;

export function emptyQueueForm(color: string): QueueFormValues {
  return {
    name: '',
    color,
    orderQueue: '',
    greetingMessage: '',
    outOfHoursMessage: '',
    integrationId: NONE,
    promptId: NONE,
    schedules: defaultWeek(),
  };
}

/** A stored queue as the form shows it; a queue without hours shows the default week. */
export function queueToForm(q: QueueDTO): QueueFormValues {
  return {
    name: q.name,
    color: q.color,
    orderQueue: q.orderQueue === null ? '' : String(q.orderQueue),
    greetingMessage: q.greetingMessage,
    outOfHoursMessage: q.outOfHoursMessage,
    integrationId: q.integrationId === null ? NONE : String(q.integrationId),
    promptId: q.promptId === null ? NONE : String(q.promptId),
    schedules: q.schedules.length ? q.schedules : defaultWeek(),
  };
}

/**
 * What the modal sends: the hours and the out-of-hours message only when the company uses
 * per-queue hours (scheduleType 'queue'); otherwise the stored ones stay as they are.
 */
export function queueBody(data: QueueCreateData, perQueueHours: boolean): QueueCreateData {
  if (perQueueHours) return data;
  const { schedules: _hours, outOfHoursMessage: _message, ...rest } = data;
  return rest;
}
