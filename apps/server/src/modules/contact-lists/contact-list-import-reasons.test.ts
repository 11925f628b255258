import { describe, expect, it } from 'vitest';
import { checkRawContact } from '../contacts/contacts-import';
import { mergedReason, refusalReasons } from './contact-list-import-reasons';

/** The reason the contact rules give a row, as the list import reads it. */
function reasonOf(name: string, number: string, email = '') {
  const checked = checkRawContact({ row: 2, name, number, email });
  if (checked.ok) throw new Error(`${name} ${number} ${email} was accepted`);
  return checked.reason;
}

describe('contact list import reasons', () => {
  it('gives every reason of the contact rules a code the web words in the user language', () => {
    const cases: [string, ReturnType<typeof refusalReasons>][] = [
      [reasonOf('Ana Souza', ''), [{ code: 'numberRequired' }]],
      [reasonOf('Ana Souza', '123'), [{ code: 'numberInvalid' }]],
      [reasonOf('Ana Souza', '5511987654321', 'ana@'), [{ code: 'emailInvalid' }]],
      [reasonOf('', '5511987654321'), [{ code: 'nameRequired' }]],
      [reasonOf('A', '5511987654321'), [{ code: 'nameTooShort' }]],
      [reasonOf('A'.repeat(51), '5511987654321'), [{ code: 'nameTooLong' }]],
      [
        reasonOf('', '', 'x'),
        [{ code: 'nameRequired' }, { code: 'numberRequired' }, { code: 'emailInvalid' }],
      ],
    ];
    for (const [reason, codes] of cases) expect(refusalReasons(reason), reason).toEqual(codes);
  });

  it('leaves out the codes of a reason it does not know, so the text is shown whole', () => {
    expect(refusalReasons('Número inválido; Algo novo')).toBeUndefined();
  });

  it('words a merged row with the earlier row, in text and as a code', () => {
    expect(mergedReason(3)).toEqual({
      reason: 'Mesmo número da linha 3',
      reasons: [{ code: 'sameNumber', row: 3 }],
    });
  });
});
