import { describe, expect, it } from 'vitest';
import type { QuickMessageDTO } from '@atende/shared';
import { matchingQuickMessages } from './quick-reply-suggestions';

const reply = (id: number, shortcode: string) =>
  ({ id, shortcode, message: '' }) as QuickMessageDTO;

describe("the composer's '/' suggestions", () => {
  const list = [reply(1, 'promoção'), reply(2, 'Horário'), reply(3, 'saudacao')];
  const codes = (typed: string) => matchingQuickMessages(list, typed).map((q) => q.shortcode);

  it('match the start of the shortcode, accents and case aside', () => {
    expect(codes('/promocao')).toEqual(['promoção']);
    expect(codes('/horario')).toEqual(['Horário']);
    expect(codes('/SAUDAÇÃO')).toEqual(['saudacao']);
    expect(codes('/ saud')).toEqual(['saudacao']);
    expect(codes('/ao')).toEqual([]);
  });
});
