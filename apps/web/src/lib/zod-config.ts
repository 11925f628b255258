import { z } from 'zod';

/**
 * Imported first by main.tsx, before any schema is built: zod would otherwise probe for eval
 * (`new Function`) to compile fast parsers, which the Content Security Policy refuses and
 * reports as a violation. The interpreted parsers give the same results.
 */
z.config({ jitless: true });
