/**
 * Imported first by main.tsx, before any schema is built: zod would otherwise probe for eval
 * (`new Function`) to compile fast parsers, which the Content Security Policy refuses and
 * reports as a violation. The interpreted parsers give the same results.
 *
 * zod keeps its settings on this global so that every copy of it shares them; writing it here,
 * instead of calling zod's config(), keeps zod out of the entry chunk (first-load budget). The
 * unit test and the browser tests' CSP check notice if zod stops reading it.
 */
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
// in place: a zod already loaded keeps the object it found
(holder.__zod_globalConfig ??= {}).jitless = true;

export {};
