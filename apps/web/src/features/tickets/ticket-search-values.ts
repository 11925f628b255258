/** What the search tab filters by (kept apart from its form, which loads with the tab). */
export interface TicketSearchValues {
  text: string;
  tagIds: number[];
  userIds: number[];
  /** yyyy-MM-dd or ''. */
  date: string;
}

export const EMPTY_SEARCH: TicketSearchValues = { text: '', tagIds: [], userIds: [], date: '' };
