import { describe, expect, it } from 'vitest';
import { can, isAdminProfile, PERMISSIONS } from './permissions';

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
