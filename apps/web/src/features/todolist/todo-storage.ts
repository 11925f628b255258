import { STORAGE_KEYS } from '../../lib/session-storage';

/** A to-do task as spec 1 keeps it in the browser: its text and when it was made and changed. */
export interface TodoTask {
  text: string;
  createdAt: string;
  updatedAt: string;
}

function isTask(value: unknown): value is TodoTask {
  const t = value as Partial<TodoTask> | null;
  return (
    typeof t?.text === 'string' &&
    typeof t.createdAt === 'string' &&
    typeof t.updatedAt === 'string'
  );
}

/** The stored tasks; anything unreadable in storage is left out rather than breaking the page. */
export function loadTasks(storage: Storage = localStorage): TodoTask[] {
  try {
    const stored = JSON.parse(storage.getItem(STORAGE_KEYS.tasks) ?? '[]') as unknown;
    return Array.isArray(stored) ? stored.filter(isTask) : [];
  } catch {
    return [];
  }
}

export function saveTasks(tasks: TodoTask[], storage: Storage = localStorage): void {
  storage.setItem(STORAGE_KEYS.tasks, JSON.stringify(tasks));
}
