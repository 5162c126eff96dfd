import { DEFAULT_INDUSTRY } from '@replica/api-client';
import { type RoleName, formatCount } from '@replica/ui';
import type { AuditFacts } from './audit-entry-text';

/** How a language says the numbers, lists, roles and industries its sentences are made of. */
export function sayings(language: 'es' | 'en', roles: Record<RoleName, string>) {
  // Each language's own thousands separator: 1.000 in Spanish, 1,000 in English.
  const number = (value: number) =>
    language === 'es' ? formatCount(value).replace(/,/g, '.') : formatCount(value);
  const more = language === 'es' ? 'y {n} más' : 'and {n} more';
  /** The ids shown, then how many more: '1, 2, 3, 4, 5 y 7 más'. */
  const list = (facts: AuditFacts) => {
    const hidden = facts.total - facts.ids.length;
    const rest = hidden > 0 ? ` ${more.replace('{n}', number(hidden))}` : '';
    return `${facts.ids.join(', ')}${rest}`;
  };
  return {
    number,
    /** '1 comentario', '1.000 comentarios'. */
    things: (value: number, one: string, many: string) =>
      `${number(value)} ${value === 1 ? one : many}`,
    list,
    /** The ids said, or `fallback` when the line names none: 'ana@example.com', 'una persona'. */
    listOr: (facts: AuditFacts, fallback: string) => (facts.total > 0 ? list(facts) : fallback),
    /** 'la industria Gimnasios', or 'una industria' when the line names none. */
    named: (facts: AuditFacts, definite: string, indefinite: string) =>
      facts.total > 0 ? `${definite} ${list(facts)}` : indefinite,
    role: (role: string | null) => (role ? (roles[role as RoleName] ?? role) : ''),
    /** An industry's name; the unclassified comments' in words. */
    industry: (name: string | null) =>
      name === DEFAULT_INDUSTRY ? (language === 'es' ? 'sin clasificar' : 'unclassified') : name,
    /** The words that are there, one space apart. */
    join: (...parts: Array<string | null | false | undefined>) => parts.filter(Boolean).join(' '),
  };
}

export type Say = ReturnType<typeof sayings>;

/** '(omitidos: 12 duplicados, 3 demasiado cortos)' when an import left any out. */
export function skipped(
  facts: AuditFacts,
  say: Say,
  label: (total: number) => string,
  kinds: Array<[key: string, one: string, many: string]>,
): string {
  const left = kinds.filter(([key]) => facts.count(key) > 0);
  if (left.length === 0) return '';
  const total = left.reduce((sum, [key]) => sum + facts.count(key), 0);
  const parts = left.map(([key, one, many]) => say.things(facts.count(key), one, many));
  return ` (${label(total)}: ${parts.join(', ')})`;
}

/** What an industry edit changed, by field: 'nombre (ahora Gimnasios), clientes'. */
export function changedFields(
  facts: AuditFacts,
  names: Record<string, string>,
  now: string,
): string {
  return facts
    .keys('changes')
    .map((key) => {
      const renamed = key === 'name' ? facts.inner('changes', 'name') : null;
      return renamed ? `${names.name} (${now} ${renamed})` : (names[key] ?? key);
    })
    .join(', ');
}
