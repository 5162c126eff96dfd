import type { Member } from '@replica/api-client';
import {
  apiTokenRoles,
  assignableRoles,
  canMakeResetLink,
  canManageMember,
} from './member-permissions';

const member = (userId: number, role: Member['role']): Member => ({
  user_id: userId,
  email: `user-${userId}@example.com`,
  role,
  joined_at: '2026-11-01T10:00:00.000Z',
});

describe('assignableRoles', () => {
  it('lets an owner give every role, owner included', () => {
    expect(assignableRoles('owner')).toEqual(['viewer', 'analyst', 'admin', 'owner']);
  });

  it('lets an admin give every role but owner', () => {
    expect(assignableRoles('admin')).toEqual(['viewer', 'analyst', 'admin']);
  });

  it('lets analysts and viewers give none', () => {
    expect(assignableRoles('analyst')).toEqual([]);
    expect(assignableRoles('viewer')).toEqual([]);
  });
});

describe('apiTokenRoles', () => {
  it('lets an owner give a token any role but owner', () => {
    expect(apiTokenRoles('owner')).toEqual(['viewer', 'analyst', 'admin']);
  });

  it('lets an admin give a token up to admin', () => {
    expect(apiTokenRoles('admin')).toEqual(['viewer', 'analyst', 'admin']);
  });

  it('lets analysts and viewers give a token none', () => {
    expect(apiTokenRoles('analyst')).toEqual([]);
    expect(apiTokenRoles('viewer')).toEqual([]);
  });
});

describe('canManageMember', () => {
  it('lets an admin manage analysts, viewers and admins but not owners', () => {
    const admin = { userId: 1, role: 'admin' as const };
    expect(canManageMember(admin, member(2, 'viewer'))).toBe(true);
    expect(canManageMember(admin, member(3, 'admin'))).toBe(true);
    expect(canManageMember(admin, member(4, 'owner'))).toBe(false);
  });

  it('lets an owner manage another owner', () => {
    expect(canManageMember({ userId: 1, role: 'owner' }, member(2, 'owner'))).toBe(true);
  });

  it('never offers to manage oneself, nor anyone to an analyst or a viewer', () => {
    expect(canManageMember({ userId: 1, role: 'owner' }, member(1, 'owner'))).toBe(false);
    expect(canManageMember({ userId: 1, role: 'analyst' }, member(2, 'viewer'))).toBe(false);
    expect(canManageMember({ userId: 1, role: 'viewer' }, member(2, 'viewer'))).toBe(false);
  });
});

describe('canMakeResetLink', () => {
  it('offers an owner a link for admins, analysts and viewers, not for another owner', () => {
    const owner = { userId: 1, role: 'owner' as const };
    expect(canMakeResetLink(owner, member(2, 'admin'))).toBe(true);
    expect(canMakeResetLink(owner, member(3, 'analyst'))).toBe(true);
    expect(canMakeResetLink(owner, member(4, 'viewer'))).toBe(true);
    expect(canMakeResetLink(owner, member(5, 'owner'))).toBe(false);
  });

  it('offers an admin a link only for a lower role', () => {
    const admin = { userId: 1, role: 'admin' as const };
    expect(canMakeResetLink(admin, member(2, 'analyst'))).toBe(true);
    expect(canMakeResetLink(admin, member(3, 'admin'))).toBe(false);
    expect(canMakeResetLink(admin, member(4, 'owner'))).toBe(false);
  });

  it('never offers one for oneself, nor to an analyst or a viewer', () => {
    expect(canMakeResetLink({ userId: 1, role: 'owner' }, member(1, 'owner'))).toBe(false);
    expect(canMakeResetLink({ userId: 1, role: 'analyst' }, member(2, 'viewer'))).toBe(false);
  });
});
