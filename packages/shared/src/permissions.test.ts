import { describe, expect, it } from 'vitest';
import { can, isAdminProfile, mayDeleteMessage, PERMISSIONS } from './permissions';

describe('deleting a message', () => {
  const agent = { id: 7, profile: 'user' };
  const admin = { id: 1, profile: 'admin' };
  it.each([
    ['its author', { fromMe: true, isDeleted: false, userId: 7 }, agent, true],
    ['another agent', { fromMe: true, isDeleted: false, userId: 8 }, agent, false],
    [
      'an agent, a message no user wrote (the bot’s, an automatic text)',
      { fromMe: true, isDeleted: false, userId: null },
      agent,
      true,
    ],
    ['an admin, anyone’s sent message', { fromMe: true, isDeleted: false, userId: 8 }, admin, true],
    [
      'an admin, a customer’s message',
      { fromMe: false, isDeleted: false, userId: null },
      admin,
      false,
    ],
    ['its author, once deleted', { fromMe: true, isDeleted: true, userId: 7 }, agent, false],
  ])('%s: %s', (_who, message, viewer, expected) => {
    expect(mayDeleteMessage(message, viewer)).toBe(expected);
  });
});

describe('permission rules', () => {
  it('gives admins every named permission, whatever the case of the profile', () => {
    for (const p of PERMISSIONS) {
      expect(can('admin', p)).toBe(true);
      expect(can('ADMIN', p)).toBe(true);
    }
    expect(isAdminProfile('Admin')).toBe(true);
  });

  it('gives users, supervisors and unknown profiles none of them', () => {
    for (const profile of ['user', 'supervisor', '', undefined, null, 'root']) {
      for (const p of PERMISSIONS) expect(can(profile, p)).toBe(false);
    }
  });
});
