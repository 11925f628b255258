import { identityId, timestamps } from './columns';
import { foreignKey, index, integer, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import { companyRef } from './companies';
import { contacts } from './contacts';
import { queues } from './queues';
import { tags } from './tickets';
import { users } from './users';

/** A lane ('Quadro') of the company's board; positions run 0..n-1 (docs/decisions/0085). */
export const kanbanLanes = pgTable(
  'kanban_lanes',
  {
    id: identityId(),
    companyId: companyRef(),
    name: text('name').notNull(),
    color: text('color').notNull().default('#5C59A0'),
    position: integer('position').notNull(),
    ...timestamps,
  },
  (t) => [
    unique('kanban_lanes_company_id_id').on(t.companyId, t.id),
    index('kanban_lanes_company_position').on(t.companyId, t.position, t.id),
  ],
);

/** A card (task) in a lane; positions run 0..n-1 within the lane. */
export const kanbanCards = pgTable(
  'kanban_cards',
  {
    id: identityId(),
    companyId: companyRef(),
    laneId: integer('lane_id').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    position: integer('position').notNull(),
    ...timestamps,
  },
  (t) => [
    unique('kanban_cards_company_id_id').on(t.companyId, t.id),
    foreignKey({
      name: 'kanban_cards_company_lane_fk',
      columns: [t.companyId, t.laneId],
      foreignColumns: [kanbanLanes.companyId, kanbanLanes.id],
    }).onDelete('cascade'),
    index('kanban_cards_lane_position').on(t.companyId, t.laneId, t.position, t.id),
  ],
);

/** A card's links: each is scoped to the company on both sides by (company_id, id) keys. */
function cardLink<N extends string>(
  name: N,
  refColumn: string,
  target: 'queues' | 'tags' | 'contacts' | 'users',
) {
  const ref = { queues, tags, contacts, users }[target];
  return pgTable(
    name,
    {
      companyId: companyRef(),
      cardId: integer('card_id').notNull(),
      refId: integer(refColumn).notNull(),
    },
    (t) => [
      primaryKey({ columns: [t.cardId, t.refId] }),
      foreignKey({
        name: `${name}_card_fk`,
        columns: [t.companyId, t.cardId],
        foreignColumns: [kanbanCards.companyId, kanbanCards.id],
      }).onDelete('cascade'),
      foreignKey({
        name: `${name}_ref_fk`,
        columns: [t.companyId, t.refId],
        foreignColumns: [ref.companyId, ref.id],
      }).onDelete('cascade'),
      // the board's filters and the visibility rule look cards up by what they link to
      index(`${name}_ref`).on(t.companyId, t.refId, t.cardId),
    ],
  );
}

export const kanbanCardQueues = cardLink('kanban_card_queues', 'queue_id', 'queues');
export const kanbanCardTags = cardLink('kanban_card_tags', 'tag_id', 'tags');
export const kanbanCardContacts = cardLink('kanban_card_contacts', 'contact_id', 'contacts');
export const kanbanCardUsers = cardLink('kanban_card_users', 'user_id', 'users');
