import { describe, expect, it } from 'vitest';
import { roleParts } from './process-role';

const url = 'postgres://postgres@127.0.0.1:5432/atende';

describe('what each ROLE runs', () => {
  it('all serves and works, api only serves, worker only works', () => {
    expect(roleParts('all', undefined)).toEqual({ api: true, work: true });
    expect(roleParts('all', url)).toEqual({ api: true, work: true });
    expect(roleParts('api', url)).toEqual({ api: true, work: false });
    expect(roleParts('worker', url)).toEqual({ api: false, work: true });
  });

  it('a split role on the embedded database is refused, naming DATABASE_URL', () => {
    expect(() => roleParts('worker', undefined)).toThrow(
      'ROLE=worker needs DATABASE_URL (PostgreSQL)',
    );
    expect(() => roleParts('api', undefined)).toThrow('ROLE=api needs DATABASE_URL');
  });
});
