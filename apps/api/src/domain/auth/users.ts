import type { User } from '@replica/api-client/schemas';
import type { users } from '../../db/schema';

/** The user as every response shows it (`userSchema` of the api-client). */
export function toUser(row: Pick<typeof users.$inferSelect, 'id' | 'email' | 'createdAt'>): User {
  return { id: row.id, email: row.email, created_at: row.createdAt.toISOString() };
}
