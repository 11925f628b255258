import { isWithinHours, type WeeklyHours } from '@atende/shared';
import type { BotInput, BotQueue } from './bot-types';

/** The out-of-hours message goes out at most once per ticket in this many minutes. */
export const OUT_OF_HOURS_REPEAT_MINUTES = 5;

/** Closed at `now` on the company's clock; an empty week means hours were never set: open. */
export function closedAt(hours: readonly WeeklyHours[], now: Date, timeZone?: string) {
  return hours.length > 0 && !isWithinHours(hours, now, timeZone);
}

/**
 * The out-of-hours text when the hours that apply are closed at `input.now`, else undefined
 * (decision 0040): the company's week (scheduleType company), or `queue`'s (scheduleType
 * queue; no queue: nothing to close). Read on the company's clock (its timezone setting).
 */
export function closedHoursText(input: BotInput, queue: BotQueue | undefined): string | undefined {
  const { settings, companyHours, connection, now } = input;
  const closed = (hours: readonly WeeklyHours[]) => closedAt(hours, now, settings.timeZone);
  if (settings.scheduleType === 'company') {
    return closed(companyHours) ? connection.outOfHoursMessage : undefined;
  }
  if (settings.scheduleType === 'queue' && queue) {
    return closed(queue.schedules)
      ? queue.outOfHoursMessage.trim() || connection.outOfHoursMessage
      : undefined;
  }
  return undefined;
}
