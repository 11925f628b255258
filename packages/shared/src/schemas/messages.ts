/**
 * Validation texts quoted by the specification. They are both the server's 400 field messages
 * and the forms' messages; the web passes them through i18next (keys equal to the text).
 */
export const V = {
  required: 'Required',
  tooShort: 'Too Short!',
  tooLong: 'Too Long!',
  invalidEmail: 'Invalid email',
  mandatory: 'Obrigatório',
  passwordsDiffer: 'As senhas não correspondem',
  invalidNumber: 'Invalid number',
  invalidValue: 'Invalid value',
  invalidVideo: 'Not a YouTube video code or address',
  atLeastOne: 'At least 1',
  // the spec's reset rule, the one password policy; no final period: the text is an i18n key
  passwordPolicy:
    'Sua senha precisa ter no mínimo 8 caracteres, sendo uma letra maiúscula, uma minúscula e um número',
  wrongCurrentPassword: 'Senha atual incorreta',
} as const;

/**
 * zod `error` option: 'Required' when the value is missing (a coerced number that came out
 * NaN was missing or blank), 'Invalid value' when it has the wrong type.
 */
export const requiredError = (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null || Number.isNaN(issue.input)
    ? V.required
    : V.invalidValue;
