/** `%term%` for LIKE, with the wildcards and the escape character of the term taken literally. */
export const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
