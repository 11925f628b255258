import { describe, expect, it } from 'vitest';
import { checkRawContact, type ContactRowProblem } from '../contacts/contacts-import';
import { mergedReason } from './contact-list-import-reasons';

/** The problems and Portuguese reason the contact rules give a row. */
function refusalOf(name: string, number: string, email = '') {
  const checked = checkRawContact({ row: 2, name, number, email });
  if (checked.ok) throw new Error(`${name} ${number} ${email} was accepted`);
  return { problems: checked.problems, reason: checked.reason };
}

describe('contact list import reasons', () => {
  it('gives every problem of the contact rules a code and the Portuguese text API clients read', () => {
    const cases: [[string, string, string?], ContactRowProblem[], string][] = [
      [['Ana Souza', ''], ['numberRequired'], 'Número obrigatório'],
      [['Ana Souza', '123'], ['numberInvalid'], 'Número inválido'],
      [['Ana Souza', '5511987654321', 'ana@'], ['emailInvalid'], 'E-mail inválido'],
      [['', '5511987654321'], ['nameRequired'], 'Nome obrigatório'],
      [['A', '5511987654321'], ['nameTooShort'], 'Nome muito curto (mínimo 2 caracteres)'],
      [
        ['A'.repeat(51), '5511987654321'],
        ['nameTooLong'],
        'Nome muito longo (máximo 50 caracteres)',
      ],
      [
        ['', '', 'x'],
        ['nameRequired', 'numberRequired', 'emailInvalid'],
        'Nome obrigatório; Número obrigatório; E-mail inválido',
      ],
    ];
    for (const [[name, number, email], problems, reason] of cases) {
      expect(refusalOf(name, number, email), `${name} ${number}`).toEqual({ problems, reason });
    }
  });

  it('words a merged row with the earlier row, in text and as a code', () => {
    expect(mergedReason(3)).toEqual({
      reason: 'Mesmo número da linha 3',
      reasons: [{ code: 'sameNumber', row: 3 }],
    });
  });
});
