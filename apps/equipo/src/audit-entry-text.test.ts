import { texts } from './texts';
import { actionLabel, entityLine } from './audit-entry-text';

const words = texts.es.audit;
const emails = new Map([['7', 'ana@example.com']]);

describe('entityLine', () => {
  it('names a member by e-mail and anyone else by id', () => {
    expect(entityLine({ entity: 'user', entity_ids: ['7'] }, words, emails)).toBe(
      'usuario ana@example.com',
    );
    expect(entityLine({ entity: 'user', entity_ids: ['9'] }, words, emails)).toBe('usuario 9');
  });

  it('lists five ids of a long list and counts the rest', () => {
    const ids = Array.from({ length: 12 }, (_, index) => String(index + 1));
    expect(entityLine({ entity: 'comment', entity_ids: ids }, words, emails)).toBe(
      'comentario 1, 2, 3, 4, 5 y 7 más',
    );
  });

  it('is empty for a line without ids, and shows an unknown kind as it comes', () => {
    expect(entityLine({ entity: 'user', entity_ids: [] }, words, emails)).toBe('');
    expect(entityLine({ entity: 'webhook', entity_ids: ['3'] }, words, emails)).toBe('webhook 3');
  });

  it('names a connected Apify account by its name in Apify, not by the workspace id', () => {
    const connect = {
      action: 'apify-account.connect',
      entity: 'workspace',
      entity_ids: ['10'],
      details: { username: 'agencia-norte' },
    };
    expect(entityLine(connect, words, emails)).toBe('cuenta de Apify agencia-norte');
    expect(entityLine(connect, texts.en.audit, emails)).toBe('Apify account agencia-norte');
    expect(
      entityLine(
        {
          action: 'apify-account.disconnect',
          entity: 'workspace',
          entity_ids: ['10'],
          details: null,
        },
        words,
        emails,
      ),
    ).toBe('espacio de trabajo 10');
  });
});

describe('actionLabel', () => {
  it('says a known action in words and an unknown one as the API names it', () => {
    expect(actionLabel('members.role', words)).toBe('Cambio de rol');
    expect(actionLabel('members.role', texts.en.audit)).toBe('Role changed');
    expect(actionLabel('workspace.delete', words)).toBe('workspace.delete');
  });

  it('says the Apify account connected and disconnected in each language', () => {
    expect(actionLabel('apify-account.connect', words)).toBe('Cuenta de Apify conectada');
    expect(actionLabel('apify-account.disconnect', words)).toBe('Cuenta de Apify desconectada');
    expect(actionLabel('apify-account.connect', texts.en.audit)).toBe('Apify account connected');
    expect(actionLabel('apify-account.disconnect', texts.en.audit)).toBe(
      'Apify account disconnected',
    );
  });
});
