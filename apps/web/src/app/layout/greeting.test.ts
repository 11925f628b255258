import { describe, expect, it } from 'vitest';
import i18n from '../../lib/i18n';
import { makeSessionUser } from '../../test/fixtures';
import { greetingParts, greetingText } from './greeting';

describe('top bar greeting', () => {
  it('greets an admin with the company due date', () => {
    const user = makeSessionUser({ profile: 'admin' });
    expect(greetingText(user, i18n.t)).toBe(
      'Olá Ana, seja bem-vindo a Loja Azul · Ativo até 31/12/2026',
    );
  });

  it('keeps the due date apart, for a phone to put on its own line', () => {
    const user = makeSessionUser({ profile: 'admin' });
    expect(greetingParts(user, i18n.t)).toEqual({
      greeting: 'Olá Ana, seja bem-vindo a Loja Azul',
      activeUntil: 'Ativo até 31/12/2026',
    });
  });

  it('leaves the due date out for other profiles', () => {
    const user = makeSessionUser({ profile: 'user' });
    expect(greetingText(user, i18n.t)).toBe('Olá Ana, seja bem-vindo a Loja Azul');
  });
});
