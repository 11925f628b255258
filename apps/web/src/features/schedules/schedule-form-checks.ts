import { SCHEDULE_BODY_MIN, SCHEDULE_MESSAGES, V } from '@atende/shared';

/**
 * What the server would refuse in the message and the time, known before saving, so the form
 * names every problem at once with the contact's (spec 1 §5). A blank message goes only with
 * a file already stored: a new schedule is saved before its file goes up.
 */
export function scheduleFormProblems(
  values: { body: string; sendAt: string },
  hasStoredFile: boolean,
  now = new Date(),
): { body?: string; sendAt?: string } {
  const problems: { body?: string; sendAt?: string } = {};
  const body = values.body.trim();
  if (!body && !hasStoredFile) problems.body = V.required;
  else if (body && body.length < SCHEDULE_BODY_MIN) problems.body = SCHEDULE_MESSAGES.tooShort;
  const at = new Date(values.sendAt);
  if (!values.sendAt || Number.isNaN(at.getTime())) problems.sendAt = V.required;
  else if (at.getTime() <= now.getTime()) problems.sendAt = SCHEDULE_MESSAGES.sendAtPast;
  return problems;
}
