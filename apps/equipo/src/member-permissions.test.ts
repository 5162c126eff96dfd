import type { Member } from '@replica/api-client';
import { assignableRoles, canManageMember } from './member-permissions';

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
