import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { AuditEntry } from '@replica/api-client';
import { AUDIT_ACTIONS, type AuditAction } from '@replica/api-client/audit-actions';
import { LANGUAGES } from '@replica/ui';
import { auditSentence } from './audit-entry-text';
import { auditTexts } from './audit-texts';
import en from './audit-texts.en';

const es = auditTexts.es;
const textsIn = { es, en };
const emails = new Map([['7', 'ana@example.com']]);

const line = (
  action: string,
  details: Record<string, unknown> | null = null,
  more: Partial<AuditEntry> = {},
): AuditEntry => ({
  id: 1,
  at: '2026-11-20T09:00:00.000Z',
  until: '2026-11-20T09:00:00.000Z',
  user_id: 3,
  email: 'olga@example.com',
  action,
  entity: 'source',
  entity_ids: [],
  details,
  records: 1,
  ...more,
});

/** Every action `recordAudit` is called with anywhere in the API's source. */
function actionsTheApiRecords(): { actions: Set<string>; unnamed: string[] } {
  const root = join(import.meta.dirname, '../../api/src');
  const actions = new Set<string>();
  const unnamed: string[] = [];
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
  );
  for (const file of files) {
    const source = readFileSync(join(root, file), 'utf8');
    for (const call of source.matchAll(/(?<!function )recordAudit\(/g)) {
      const action = /action: '([^']+)'/.exec(source.slice(call.index, call.index + 600))?.[1];
      if (action) actions.add(action);
      else unnamed.push(`${file}:${source.slice(0, call.index).split('\n').length}`);
    }
  }
  return { actions, unnamed };
}

describe('the words for every action the API records', () => {
  it('has a sentence and a filter name for each action recordAudit is called with', () => {
    const { actions, unnamed } = actionsTheApiRecords();
    // Found them: the scan itself works.
    expect(actions.size).toBeGreaterThan(30);
    // An action that is not a literal could not be checked here.
    expect(unnamed).toEqual([]);
    const wordless = [...actions].filter(
      (action) =>
        !(AUDIT_ACTIONS as string[]).includes(action) ||
        LANGUAGES.some(
          (language) =>
            !textsIn[language].actions[action as AuditAction] ||
            !textsIn[language].lines[action as AuditAction],
        ),
    );
    expect(wordless).toEqual([]);
  });

  it('says every action in words in each language, even with none of its details', () => {
    for (const language of LANGUAGES) {
      for (const action of AUDIT_ACTIONS) {
        for (const entry of [
          line(action),
          line(action, {}, { entity_ids: ['12'] }),
          line(action, { to: null, name: 7, inserted: 'many' }, { entity_ids: ['7', '8'] }),
        ]) {
          const sentence = auditSentence(entry, textsIn[language], emails);
          expect(sentence, `${language} ${action}`).toMatch(/^[A-ZÁÉÍÓÚÑ]/);
          expect(sentence, `${language} ${action}`).not.toMatch(
            /undefined|null|NaN|\[object|\s{2}|\s$|\(\)/,
          );
          expect(sentence).not.toContain(action);
        }
      }
    }
  });
});

describe('auditSentence', () => {
  const fileImport = line(
    'comments.import',
    {
      kind: 'file',
      industry: 'Clínica Estética',
      platform: null,
      inserted: 1_000,
      duplicates: 0,
      tooShort: 0,
      failed: 0,
    },
    { records: 147, entity_ids: ['8'] },
  );

  it('says an import with its count for the language, its industry and its origin', () => {
    expect(auditSentence(fileImport, es, emails)).toBe(
      'Importó 1.000 comentarios en Clínica Estética desde archivo',
    );
    expect(auditSentence(fileImport, en, emails)).toBe(
      'Imported 1,000 comments into Clínica Estética from a file',
    );
  });

  it('says what an import left out, where from, and when it brought nothing new', () => {
    const pasted = line('comments.import', {
      kind: 'bulk',
      industry: 'sin_clasificar',
      platform: 'Instagram',
      inserted: 1,
      duplicates: 12_500,
      tooShort: 1,
      failed: 0,
    });
    expect(auditSentence(pasted, es, emails)).toBe(
      'Importó 1 comentario de Instagram sin clasificar desde texto pegado (omitidos: 12.500 duplicados, 1 demasiado corto)',
    );
    expect(auditSentence(pasted, en, emails)).toBe(
      'Imported 1 unclassified Instagram comment from pasted text (skipped: 12,500 duplicates, 1 too short)',
    );
    const nothing = line('comments.import', { kind: 'file', inserted: 0, duplicates: 1 });
    expect(auditSentence(nothing, es, emails)).toBe(
      'No importó comentarios nuevos desde archivo (omitido: 1 duplicado)',
    );
    expect(auditSentence(nothing, en, emails)).toBe(
      'Imported no new comments from a file (skipped: 1 duplicate)',
    );
  });

  it("counts a token's calls and a reclassification's sources", () => {
    const calls = line(
      'api-token.use',
      { token: 'Zapier', method: 'POST', path: '/functions/v1/comments-bulk' },
      { records: 1_470, entity: 'api-token', entity_ids: ['4'] },
    );
    expect(auditSentence(calls, es, emails)).toBe(
      'Hizo 1.470 cambios con el token de API «Zapier»: POST /functions/v1/comments-bulk',
    );
    expect(auditSentence(calls, en, emails)).toBe(
      'Made 1,470 changes with the API token "Zapier": POST /functions/v1/comments-bulk',
    );
    const moved = line(
      'industries.reclassify',
      { from: 'sin_clasificar', to: 'Marca Personal', method: 'ai' },
      { records: 3, entity_ids: ['1', '2', '3'] },
    );
    expect(auditSentence(moved, es, emails)).toBe(
      'Reclasificó 3 fuentes sin clasificar en Marca Personal con IA',
    );
    expect(auditSentence(moved, en, emails)).toBe(
      'Reclassified 3 unclassified sources into Marca Personal with AI',
    );
  });

  it('names a member by e-mail, anyone else by id, and the role by its name', () => {
    const role = line('members.role', { from: 'analyst', to: 'viewer' }, { entity: 'user' });
    expect(auditSentence({ ...role, entity_ids: ['7'] }, es, emails)).toBe(
      'Cambió el rol de ana@example.com de Analista a Lector',
    );
    expect(auditSentence({ ...role, entity_ids: ['9'] }, en, emails)).toBe(
      'Changed the role of 9 from Analyst to Viewer',
    );
  });

  it('tells leaving from removing someone', () => {
    const removal = line('members.remove', { role: 'analyst' }, { entity: 'user' });
    expect(auditSentence({ ...removal, entity_ids: ['3'] }, es, emails)).toBe(
      'Salió del espacio de trabajo',
    );
    expect(auditSentence({ ...removal, entity_ids: ['7'] }, es, emails)).toBe(
      'Quitó a ana@example.com del espacio de trabajo',
    );
  });

  it('lists five ids of a long list and counts the rest', () => {
    const ids = Array.from({ length: 1_012 }, (_, index) => String(index + 1));
    const deleted = line('comments.delete', null, { entity: 'comment', entity_ids: ids });
    expect(auditSentence(deleted, es, emails)).toBe(
      'Borró 1.012 comentarios: 1, 2, 3, 4, 5 y 1.007 más',
    );
    expect(auditSentence(deleted, en, emails)).toBe(
      'Deleted 1,012 comments: 1, 2, 3, 4, 5 and 1,007 more',
    );
  });

  it('names the Apify account connected by its name in Apify', () => {
    const connect = line(
      'apify-account.connect',
      { username: 'agencia-norte' },
      { entity: 'workspace', entity_ids: ['10'] },
    );
    expect(auditSentence(connect, es, emails)).toBe('Conectó la cuenta de Apify agencia-norte');
    expect(auditSentence(connect, en, emails)).toBe('Connected the Apify account agencia-norte');
  });

  it('says an action from a newer server as other activity, never by its code', () => {
    expect(auditSentence(line('workspace.delete'), es, emails)).toBe('Otra actividad');
    expect(auditSentence(line('workspace.delete'), en, emails)).toBe('Other activity');
  });
});
