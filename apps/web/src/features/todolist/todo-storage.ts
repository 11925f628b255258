import { STORAGE_KEYS } from '../../lib/session-storage';

/** A to-do task as spec 1 keeps it in the browser: its text and when it was made and changed. */
export interface TodoTask {
  text: string;
  createdAt: string;
  updatedAt: string;
}

/**
 * A task as stored: with the id of the user it belongs to, since people share a browser (one
 * front desk computer, say) and one's tasks are not another's (decision 0153).
 */
type StoredTask = TodoTask & { userId?: number };

function isTask(value: unknown): value is StoredTask {
  const t = value as Partial<StoredTask> | null;
  return (
    typeof t?.text === 'string' &&
    typeof t.createdAt === 'string' &&
    typeof t.updatedAt === 'string' &&
    (t.userId === undefined || typeof t.userId === 'number')
  );
}

/** Every stored task; anything unreadable is left out rather than breaking the page. */
function readAll(storage: Storage): StoredTask[] {
  try {
    const stored = JSON.parse(storage.getItem(STORAGE_KEYS.tasks) ?? '[]') as unknown;
    return Array.isArray(stored) ? stored.filter(isTask) : [];
  } catch {
    return [];
  }
}

const withoutOwner = ({ text, createdAt, updatedAt }: StoredTask): TodoTask => ({
  text,
  createdAt,
  updatedAt,
});

/**
 * The tasks of `userId`. Tasks stored before they had an owner become the first reader's: the
 * browser's one user until then, most likely.
 */
export function loadTasks(userId: number | null, storage: Storage = localStorage): TodoTask[] {
  let all = readAll(storage);
  if (userId !== null && all.some((task) => task.userId === undefined)) {
    all = all.map((task) => (task.userId === undefined ? { ...task, userId } : task));
    storage.setItem(STORAGE_KEYS.tasks, JSON.stringify(all));
  }
  return all.filter((task) => task.userId === (userId ?? undefined)).map(withoutOwner);
}

/** The tasks of `userId` become `tasks`; other people's stay as they are. */
export function saveTasks(
  userId: number | null,
  tasks: TodoTask[],
  storage: Storage = localStorage,
): void {
  const owner = userId ?? undefined;
  const others = readAll(storage).filter((task) => task.userId !== owner);
  const mine = tasks.map((task) => (owner === undefined ? task : { ...task, userId: owner }));
  storage.setItem(STORAGE_KEYS.tasks, JSON.stringify([...others, ...mine]));
}
