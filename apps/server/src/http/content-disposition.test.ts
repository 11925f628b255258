import { describe, expect, it } from 'vitest';
import { contentDisposition } from './content-disposition';

describe('content-disposition', () => {
  it('gives the exact name in UTF-8 and an ASCII stand-in', () => {
    expect(contentDisposition('inline', 'Orçamento março.pdf')).toBe(
      `inline; filename="Orcamento marco.pdf"; filename*=UTF-8''Or%C3%A7amento%20mar%C3%A7o.pdf`,
    );
  });

  it('keeps quotes, backslashes and emoji out of the quoted name', () => {
    expect(contentDisposition('attachment', 'a "b"\\c 😀 (1).txt')).toBe(
      `attachment; filename="a _b__c __ (1).txt"; filename*=UTF-8''a%20%22b%22%5Cc%20%F0%9F%98%80%20%281%29.txt`,
    );
  });
});
