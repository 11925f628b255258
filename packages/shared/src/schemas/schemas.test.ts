import { describe, expect, it } from 'vitest';
import { signupSchema } from './company';
import { contactSchema } from './contact';
import { V } from './messages';
import { isStrongPassword } from './password';
import { userCreateSchema, userFormSchema, userUpdateSchema } from './user';

const messages = (r: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('shared form schemas', () => {
  it('uses the spec texts for names, e-mails and passwords', () => {
    expect(messages(userCreateSchema.safeParse({ name: 'A', email: 'x', password: '1' }))).toEqual({
      name: 'Too Short!',
      email: 'Invalid email',
      password: V.passwordPolicy,
    });
    expect(messages(userCreateSchema.safeParse({ name: 'A'.repeat(51) }))).toMatchObject({
      name: 'Too Long!',
      email: 'Required',
      password: 'Required',
    });
  });

  it('names an empty contact number as missing, a short one as short, once each', () => {
    const issuesOf = (number: string) =>
      (contactSchema.safeParse({ name: 'Ana', number }).error?.issues ?? []).map((i) => i.message);
    expect(issuesOf('')).toEqual([V.required]);
    expect(issuesOf('  ')).toEqual([V.required]);
    expect(issuesOf('1199')).toEqual([V.tooShort]);
    expect(issuesOf('11 99999-0000')).toEqual([]);
  });

  it('fills the user defaults: profile user, allTicket desabled, no queues', () => {
    const parsed = userCreateSchema.parse({
      name: 'Ana',
      email: 'ANA@X.COM ',
      password: 'Senha123',
    });
    expect(parsed).toMatchObject({
      email: 'ana@x.com',
      profile: 'user',
      allTicket: 'desabled',
      queueIds: [],
    });
  });

  it('keeps the password when an edit sends it blank', () => {
    expect(userUpdateSchema.parse({ password: '' }).password).toBeUndefined();
    expect(
      userFormSchema.safeParse({
        name: 'Ana',
        email: 'a@b.co',
        password: '',
        currentPassword: '',
        profile: 'user',
        queueIds: [],
        allTicket: 'enabled',
        number: '',
        whatsappId: null,
      }).success,
    ).toBe(true);
  });

  it('keeps only the digits of a masked phone on sign-up', () => {
    const parsed = signupSchema.parse({
      name: 'Loja',
      email: 'a@b.co',
      phone: '(11) 98765-4321',
      password: 'Senha123',
      planId: '1',
    });
    expect(parsed).toMatchObject({ phone: '11987654321', planId: 1 });
    expect(
      messages(
        signupSchema.safeParse({
          name: 'Loja',
          email: 'a@b.co',
          phone: '1234',
          password: 'Senha123',
          planId: '',
        }),
      ),
    ).toEqual({
      phone: 'Too Short!',
      planId: 'Required',
    });
  });

  it('has one password policy: 8+ characters with upper-case, lower-case and a digit', () => {
    expect(['Senha123', 'ÁrvoreX9', 'aB3aB3aB'].map(isStrongPassword)).toEqual([true, true, true]);
    expect(['Senha12', 'senha123', 'SENHA123', 'SenhaSenha'].map(isStrongPassword)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});
