import { userFormSchema, V, type UserDTO, type UserFormValues } from '@atende/shared';

/** A new user needs a password; when editing, a blank one keeps the current password. */
export function userFormSchemaFor(editing: boolean) {
  return editing
    ? userFormSchema
    : userFormSchema.refine((v) => v.password !== '', { path: ['password'], message: V.required });
}

export function emptyUserForm(): UserFormValues {
  return {
    name: '',
    email: '',
    password: '',
    profile: 'user',
    queueIds: [],
    allTicket: 'desabled',
    whatsappId: null,
  };
}

export function userToForm(user: UserDTO): UserFormValues {
  return {
    name: user.name,
    email: user.email,
    password: '',
    profile: user.profile,
    queueIds: user.queues.map((q) => q.id),
    allTicket: user.allTicket,
    whatsappId: user.whatsappId,
  };
}

export const USER_FORM_FIELDS = [
  'name',
  'email',
  'password',
  'profile',
  'queueIds',
  'allTicket',
  'whatsappId',
] as const;
