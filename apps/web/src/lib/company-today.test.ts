import { describe, expect, it } from 'vitest';
import { makeSessionUser } from '../test/fixtures';
import { companyTimeZone, companyToday } from './company-today';

describe("the company's today", () => {
  it('counts the day on the company clock, not the browser', () => {
    // 01:30 UTC on 1 December is still 30 November in São Paulo, already the 1st in Lisbon
    const at = new Date('2026-12-01T01:30:00Z');
    expect(companyToday('America/Sao_Paulo', at)).toBe('2026-11-30');
    expect(companyToday('Europe/Lisbon', at)).toBe('2026-12-01');
  });

  it("reads the company's setting, São Paulo when unset", () => {
    const user = makeSessionUser();
    expect(companyTimeZone(user)).toBe('America/Sao_Paulo');
    user.company.settings = [{ key: 'timezone', value: 'Asia/Tokyo' }] as never;
    expect(companyTimeZone(user)).toBe('Asia/Tokyo');
  });
});
