import type { FastifyInstance } from 'fastify';
import { V } from '@atende/shared';
import { invalid } from './app-error';

/** Where in `value` a string holds a NUL character, as a dotted path; undefined when none. */
export function findNul(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const hit = findNul(value[i], path ? `${path}.${i}` : String(i));
      if (hit !== undefined) return hit;
    }
    return undefined;
  }
  if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      const here = path ? `${path}.${key}` : key;
      if (key.includes('\u0000')) return here;
      const hit = findNul(v, here);
      if (hit !== undefined) return hit;
    }
  }
  return undefined;
}

/**
 * PostgreSQL cannot store U+0000 in text, so a NUL anywhere in the body, query or params is
 * refused before any route runs, as a 400 naming the field, instead of failing in the database.
 */
export function registerRejectNul(app: FastifyInstance) {
  app.addHook('preValidation', async (req) => {
    for (const [part, value] of [
      ['params', req.params],
      ['querystring', req.query],
      ['body', req.body],
    ] as const) {
      const field = findNul(value, '');
      if (field !== undefined) throw invalid({ [field || part]: V.invalidValue });
    }
  });
}
