import { useCallback, useEffect, useState } from 'react';
import { signedInUserId, STORAGE_KEYS } from '../../lib/session-storage';
import { loadTasks, saveTasks, type TodoTask } from './todo-storage';

/**
 * The signed-in user's to-do list, kept in this browser's storage (spec 1: browser only). Blank
 * text is ignored; another tab's change shows here too.
 */
export function useTodoTasks(now: () => Date = () => new Date()) {
  const [userId] = useState(() => signedInUserId());
  const [tasks, setTasks] = useState<TodoTask[]>(() => loadTasks(userId));

  useEffect(() => {
    const reload = (e: StorageEvent) => {
      if (e.key === STORAGE_KEYS.tasks || e.key === null) setTasks(loadTasks(userId));
    };
    window.addEventListener('storage', reload);
    return () => window.removeEventListener('storage', reload);
  }, [userId]);

  const change = useCallback(
    (update: (current: TodoTask[]) => TodoTask[]) => {
      const next = update(loadTasks(userId));
      saveTasks(userId, next);
      setTasks(next);
    },
    [userId],
  );

  /** Adds a task; false when the text is blank. */
  const add = (text: string): boolean => {
    const trimmed = text.trim();
    if (!trimmed) return false;
    const at = now().toISOString();
    change((current) => [...current, { text: trimmed, createdAt: at, updatedAt: at }]);
    return true;
  };

  /** Changes the text of the task at `index`; false when the text is blank. */
  const update = (index: number, text: string): boolean => {
    const trimmed = text.trim();
    if (!trimmed) return false;
    const at = now().toISOString();
    change((current) =>
      current.map((task, i) => (i === index ? { ...task, text: trimmed, updatedAt: at } : task)),
    );
    return true;
  };

  const remove = (index: number) => change((current) => current.filter((_, i) => i !== index));

  return { tasks, add, update, remove };
}
