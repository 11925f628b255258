import { describe, expect, it } from 'vitest';

describe('zod under the Content Security Policy', () => {
  it('is configured not to compile parsers with eval, and still parses', async () => {
    await import('./zod-config');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    const schema = z.object({ name: z.string().min(2) });
    expect(schema.safeParse({ name: 'Ana' }).success).toBe(true);
    expect(schema.safeParse({ name: 'A' }).success).toBe(false);
  });
});
