import { QUEUE_OPTION_MAX_NUMBER, type QueueOptionDTO } from '@atende/shared';

/** What the tree rules read of an option row. */
export interface OptionNode {
  id: number;
  queueId: number;
  parentId: number | null;
  option: number;
  title: string;
  message: string;
  forwardQueueId: number | null;
  humanHandover: boolean;
}

/** The options under `parentId` (null: the roots) by number, each with its whole subtree. */
export function optionTree(rows: OptionNode[], parentId: number | null): QueueOptionDTO[] {
  const byParent = new Map<number | null, OptionNode[]>();
  for (const row of rows) {
    const list = byParent.get(row.parentId) ?? [];
    list.push(row);
    byParent.set(row.parentId, list);
  }
  // parents never change, so the rows form a tree (no cycles)
  const build = (parent: number | null): QueueOptionDTO[] =>
    [...(byParent.get(parent) ?? [])]
      .sort((a, b) => a.option - b.option || a.id - b.id)
      .map((row) => ({
        id: row.id,
        queueId: row.queueId,
        parentId: row.parentId,
        option: row.option,
        title: row.title,
        message: row.message,
        forwardQueueId: row.forwardQueueId,
        humanHandover: row.humanHandover,
        children: build(row.id),
      }));
  return build(parentId);
}

/** How deep the option sits: 1 for a root. */
export function depthOf(rows: OptionNode[], id: number): number {
  const byId = new Map(rows.map((r) => [r.id, r]));
  let depth = 0;
  for (let at = byId.get(id); at; at = byId.get(at.parentId ?? -1)) depth++;
  return depth;
}

/** The lowest number no sibling uses, so a menu stays 1, 2, 3 ...; undefined when all are. */
export function freeNumber(siblings: OptionNode[]): number | undefined {
  const used = new Set(siblings.map((s) => s.option));
  for (let n = 1; n <= QUEUE_OPTION_MAX_NUMBER; n++) if (!used.has(n)) return n;
  return undefined;
}

/** An option that forwards or hands over ends the conversation with the bot there. */
export const endsMenu = (o: Pick<OptionNode, 'forwardQueueId' | 'humanHandover'>) =>
  o.forwardQueueId !== null || o.humanHandover;
