import { defaultWeek, type QueueDTO, type QueueOptionDTO } from '@atende/shared';
import type { FakeCall } from '../../test/render-kit';

/** Test set-up (not a test): queues and options as the API answers them. */
export function makeQueue(id: number, name: string, more: Partial<QueueDTO> = {}): QueueDTO {
  return {
    id,
    name,
    color: '#2196F3',
    orderQueue: id,
    greetingMessage: '',
    outOfHoursMessage: '',
    integrationId: null,
    promptId: null,
    schedules: defaultWeek(),
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...more,
  };
}

export function makeOption(
  id: number,
  option: number,
  title: string,
  more: Partial<QueueOptionDTO> = {},
): QueueOptionDTO {
  return {
    id,
    queueId: 1,
    parentId: null,
    option,
    title,
    message: '',
    forwardQueueId: null,
    humanHandover: false,
    children: [],
    ...more,
  };
}

/** Answers `method path` with `body` (status 200 unless given). */
export const answer =
  (method: string, path: string, body: unknown, status = 200) =>
  (call: FakeCall) =>
    call.method === method && call.path === path ? { status, body } : undefined;

/** GET /settings with the company's scheduleType. */
export const scheduleTypeRoute = (value: string) =>
  answer('GET', '/settings', [{ key: 'scheduleType', value }]);
