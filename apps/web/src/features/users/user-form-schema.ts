import { userFormSchema, V, type UserDTO, type UserFormValues } from '@atende/shared';

/**
 * A new user needs a password; when editing, a blank one keeps the current password. Users
 * editing themselves (`ownEmail` given) confirm a new password or e-mail with the current one.
 */
export function userFormSchemaFor(editing: boolean, ownEmail?: string) {
  const schema = editing
    ? userFormSchema
    : userFormSchema.refine((v) => v.password !== '', { path: ['password'], message: V.required });
  if (ownEmail === undefined) return schema;
  return schema.refine(
    (v) => v.currentPassword !== '' || (v.password === '' && v.email === ownEmail.toLowerCase()),
    { path: ['currentPassword'], message: V.required },
  );
}

export function emptyUserForm(): UserFormValues {
  return {
    name: '',
    email: '',
    password: '',
    currentPassword: '',
    profile: 'user',
    queueIds: [],
    allTicket: 'desabled',
    number: '',
    whatsappId: null,
  };
}

export function userToForm(user: UserDTO): UserFormValues {
  return {
    name: user.name,
    email: user.email,
    password: '',
    currentPassword: '',
    profile: user.profile,
    queueIds: user.queues.map((q) => q.id),
    allTicket: user.allTicket,
    number: user.number ?? '',
    whatsappId: user.whatsappId,
  };
}

export const USER_FORM_FIELDS = [
  'name',
  'email',
  'password',
  'currentPassword',
  'profile',
  'queueIds',
  'allTicket',
  'number',
  'whatsappId',
] as const;
