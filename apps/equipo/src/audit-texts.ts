import { DEFAULT_INDUSTRY } from '@replica/api-client';
import type { AuditKind } from '@replica/api-client';
import type { AuditAction } from '@replica/api-client/audit-actions';
import { type Catalogue, type RoleName, formatCount, roleNames } from '@replica/ui';
import type { AuditFacts, AuditSentence, AuditWords } from './audit-entry-text';

type AuditTexts = AuditWords & {
  person: string;
  everyone: string;
  kind: string;
  allKinds: string;
  action: string;
  allActions: string;
  when: string;
  who: string;
  what: string;
  system: string;
  unknownUser: string;
  loading: string;
  loadMore: string;
  loadingMore: string;
  emptyTitle: string;
  emptyFiltered: string;
  kinds: Record<AuditKind, string>;
  /** Each action's short name, for the filter. */
  actions: Record<AuditAction, string>;
};

/** How a language says the numbers, lists, roles and industries its sentences are made of. */
function sayings(language: 'es' | 'en') {
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
    role: (role: string | null) => (role ? (roleNames[language][role as RoleName] ?? role) : ''),
    /** An industry's name; the unclassified comments' in words. */
    industry: (name: string | null) =>
      name === DEFAULT_INDUSTRY ? (language === 'es' ? 'sin clasificar' : 'unclassified') : name,
    /** The words that are there, one space apart. */
    join: (...parts: Array<string | null | false | undefined>) => parts.filter(Boolean).join(' '),
  };
}

const es = sayings('es');
const en = sayings('en');

type Say = typeof es;

/** '(omitidos: 12 duplicados, 3 demasiado cortos)' when an import left any out. */
function skipped(
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
function changedFields(facts: AuditFacts, names: Record<string, string>, now: string): string {
  return facts
    .keys('changes')
    .map((key) => {
      const renamed = key === 'name' ? facts.inner('changes', 'name') : null;
      return renamed ? `${names.name} (${now} ${renamed})` : (names[key] ?? key);
    })
    .join(', ');
}

const esLines: Record<AuditAction, AuditSentence> = {
  'auth.signup': () => 'Creó su cuenta',
  'auth.signin': () => 'Inició sesión',
  'auth.signout': () => 'Cerró sesión',
  'auth.signout-others': () => 'Cerró sus sesiones en otros dispositivos',
  'auth.password': () => 'Cambió su contraseña',
  'comments.add': (f) =>
    es.join(
      'Añadió a mano',
      es.named(f, 'el comentario', 'un comentario'),
      f.text('industry') === DEFAULT_INDUSTRY
        ? 'sin clasificar'
        : f.text('industry') && `en ${f.text('industry')}`,
    ),
  'comments.import': (f) => {
    const inserted = f.count('inserted');
    const industry = f.text('industry');
    return (
      es.join(
        inserted === 0
          ? 'No importó comentarios nuevos'
          : `Importó ${es.things(inserted, 'comentario', 'comentarios')}`,
        f.text('platform') && `de ${f.text('platform')}`,
        industry === DEFAULT_INDUSTRY ? 'sin clasificar' : industry && `en ${industry}`,
        f.text('kind') === 'file' && 'desde archivo',
        f.text('kind') === 'bulk' && 'desde texto pegado',
      ) +
      skipped(f, es, (n) => (n === 1 ? 'omitido' : 'omitidos'), [
        ['duplicates', 'duplicado', 'duplicados'],
        ['tooShort', 'demasiado corto', 'demasiado cortos'],
        ['failed', 'con error', 'con errores'],
      ])
    );
  },
  'comments.correct': (f) =>
    `Corrigió las etiquetas ${es.named(f, 'del comentario', 'de un comentario')}`,
  'comments.delete': (f) =>
    f.total === 1
      ? es.join('Borró el comentario', es.list(f))
      : f.total > 1
        ? `Borró ${es.things(f.total, 'comentario', 'comentarios')}: ${es.list(f)}`
        : 'Borró comentarios',
  'industries.create': (f) => `Creó ${es.named(f, 'la industria', 'una industria')}`,
  'industries.answers': (f) =>
    `Editó las respuestas del negocio ${es.named(f, 'de la industria', 'de una industria')}`,
  'industries.update': (f) => {
    const fields = changedFields(
      f,
      { name: 'nombre', status: 'estado', cities: 'ciudades', clients: 'clientes', years: 'años' },
      'ahora',
    );
    return `Editó ${es.named(f, 'la industria', 'una industria')}${fields ? `: ${fields}` : ''}`;
  },
  'industries.reclassify': (f) =>
    es.join(
      `Reclasificó ${es.things(f.total, 'fuente', 'fuentes')} sin clasificar`,
      f.text('to') && `en ${f.text('to')}`,
      f.text('method') === 'ai' ? 'con IA' : 'con las reglas',
    ),
  'industries.merge': (f) =>
    es.join(
      `Unió ${es.named(f, 'la industria', 'una industria')}`,
      f.text('into') && `a ${f.text('into')}`,
      f.count('comments') > 0 &&
        `con sus ${es.things(f.count('comments'), 'comentario', 'comentarios')}`,
    ),
  'industries.delete': (f) =>
    f.count('comments') > 0
      ? `Eliminó ${es.named(f, 'la industria', 'una industria')} y sus ${es.things(f.count('comments'), 'comentario', 'comentarios')}`
      : `Eliminó ${es.named(f, 'la industria', 'una industria')}, que no tenía comentarios`,
  'ideas.generate': (f) =>
    es.join(
      `Generó ${es.things(f.total, 'idea', 'ideas')}`,
      f.text('industry') === DEFAULT_INDUSTRY
        ? 'para los comentarios sin clasificar'
        : f.text('industry') && `para ${f.text('industry')}`,
      f.text('method') === 'reglas'
        ? 'con las reglas'
        : f.text('method') && `con IA (${f.text('method')})`,
    ),
  'ideas.delete': (f) => `Borró ${es.named(f, 'la idea', 'una idea')}`,
  'scraper.run': (f) =>
    es.join(
      f.text('taskId') ? 'Lanzó la tarea de Apify' : 'Lanzó el actor de Apify',
      f.text('taskId') ?? f.text('actorId'),
      f.text('industry') && `(industria: ${es.industry(f.text('industry'))})`,
    ),
  'scraper.fields': (f) =>
    `Eligió los campos ${es.named(f, 'del actor de Apify', 'de un actor de Apify')}`,
  'scraper.import': (f) =>
    es.join(
      `Importó ${es.things(f.count('imported'), 'comentario', 'comentarios')} de la ejecución de Apify`,
      f.text('apifyRunId') ?? es.list(f),
      f.count('analyzed') > 0 && `(${es.number(f.count('analyzed'))} analizados)`,
    ),
  'scraper.reimport': (f) =>
    es.join('Volvió a importar la ejecución de Apify', f.text('apifyRunId') ?? es.list(f)),
  'watch.create': (f) =>
    es.join(
      'Creó el seguimiento',
      f.text('name') ? `«${f.text('name')}»` : es.list(f),
      f.text('industry') && `(industria: ${es.industry(f.text('industry'))})`,
    ),
  'watch.update': (f) => `Editó ${es.named(f, 'el seguimiento', 'un seguimiento')}`,
  'watch.pause': (f) => `Pausó ${es.named(f, 'el seguimiento', 'un seguimiento')}`,
  'watch.resume': (f) => `Reanudó ${es.named(f, 'el seguimiento', 'un seguimiento')}`,
  'watch.delete': (f) => `Borró ${es.named(f, 'el seguimiento', 'un seguimiento')}`,
  'invitations.create': (f) =>
    es.join(
      `Invitó a ${f.text('email') ?? 'una persona'}`,
      f.text('role') && `como ${es.role(f.text('role'))}`,
    ),
  'invitations.revoke': (f) =>
    f.text('email')
      ? `Revocó la invitación para ${f.text('email')}`
      : `Revocó ${es.named(f, 'la invitación', 'una invitación')}`,
  'invitations.accept': (f) =>
    es.join(
      f.flag('signup') ? 'Creó su cuenta con una invitación' : 'Aceptó una invitación',
      f.text('role') && `y se unió como ${es.role(f.text('role'))}`,
    ),
  'members.role': (f) =>
    es.join(
      `Cambió el rol de ${es.listOr(f, 'una persona')}`,
      f.text('from') && `de ${es.role(f.text('from'))}`,
      f.text('to') && `a ${es.role(f.text('to'))}`,
    ),
  'members.remove': (f) =>
    f.bySelf
      ? 'Salió del espacio de trabajo'
      : `Quitó a ${es.listOr(f, 'una persona')} del espacio de trabajo`,
  'members.reset-link': (f) =>
    `Creó un enlace para restablecer la contraseña de ${es.listOr(f, 'una persona')}`,
  'workspace.rename': (f) =>
    es.join(
      'Cambió el nombre del espacio de trabajo',
      f.text('from') && `de «${f.text('from')}»`,
      f.text('to') && `a «${f.text('to')}»`,
    ),
  'workspace.settings': (f) =>
    es.join(
      'Cambió los ajustes del espacio de trabajo',
      f.text('timeZone') &&
        `(zona horaria ${f.text('timeZone')}, ${
          f.count('recipients') === 0
            ? 'sin destinatarios de alertas'
            : `${es.things(f.count('recipients'), 'destinatario', 'destinatarios')} de alertas`
        })`,
    ),
  'workspace.webhook-token': () => 'Cambió el token del webhook de Apify',
  'api-tokens.create': (f) =>
    es.join(
      'Creó el token de API',
      f.text('name') ? `«${f.text('name')}»` : es.list(f),
      f.text('role') && `con el rol ${es.role(f.text('role'))}`,
    ),
  'api-tokens.revoke': (f) => `Revocó ${es.named(f, 'el token de API', 'un token de API')}`,
  'api-token.use': (f) =>
    es.join(
      f.records === 1
        ? 'Hizo un cambio con el token de API'
        : `Hizo ${es.number(f.records)} cambios con el token de API`,
      f.text('token') ? `«${f.text('token')}»` : es.list(f),
    ) + (f.text('path') ? `: ${es.join(f.text('method'), f.text('path'))}` : ''),
  'apify-account.connect': (f) => es.join('Conectó la cuenta de Apify', f.text('username')),
  'apify-account.disconnect': () => 'Desconectó la cuenta de Apify',
};

const enLines: Record<AuditAction, AuditSentence> = {
  'auth.signup': () => 'Created their account',
  'auth.signin': () => 'Signed in',
  'auth.signout': () => 'Signed out',
  'auth.signout-others': () => 'Signed out of their other devices',
  'auth.password': () => 'Changed their password',
  'comments.add': (f) =>
    en.join(
      'Added',
      en.named(f, 'comment', 'a comment'),
      'by hand',
      f.text('industry') === DEFAULT_INDUSTRY
        ? 'as unclassified'
        : f.text('industry') && `to ${f.text('industry')}`,
    ),
  'comments.import': (f) => {
    const inserted = f.count('inserted');
    const industry = f.text('industry');
    return (
      en.join(
        'Imported',
        inserted === 0 ? 'no new' : en.number(inserted),
        industry === DEFAULT_INDUSTRY && 'unclassified',
        f.text('platform'),
        inserted === 1 ? 'comment' : 'comments',
        industry !== DEFAULT_INDUSTRY && industry && `into ${industry}`,
        f.text('kind') === 'file' && 'from a file',
        f.text('kind') === 'bulk' && 'from pasted text',
      ) +
      skipped(f, en, () => 'skipped', [
        ['duplicates', 'duplicate', 'duplicates'],
        ['tooShort', 'too short', 'too short'],
        ['failed', 'failed', 'failed'],
      ])
    );
  },
  'comments.correct': (f) => `Corrected the labels of ${en.named(f, 'comment', 'a comment')}`,
  'comments.delete': (f) =>
    f.total === 1
      ? en.join('Deleted comment', en.list(f))
      : f.total > 1
        ? `Deleted ${en.things(f.total, 'comment', 'comments')}: ${en.list(f)}`
        : 'Deleted comments',
  'industries.create': (f) => `Created ${en.named(f, 'the industry', 'an industry')}`,
  'industries.answers': (f) =>
    `Edited the business's answers for ${en.named(f, 'the industry', 'an industry')}`,
  'industries.update': (f) => {
    const fields = changedFields(
      f,
      { name: 'name', status: 'status', cities: 'cities', clients: 'clients', years: 'years' },
      'now',
    );
    return `Edited ${en.named(f, 'the industry', 'an industry')}${fields ? `: ${fields}` : ''}`;
  },
  'industries.reclassify': (f) =>
    en.join(
      `Reclassified ${en.things(f.total, 'unclassified source', 'unclassified sources')}`,
      f.text('to') && `into ${f.text('to')}`,
      f.text('method') === 'ai' ? 'with AI' : 'by the rules',
    ),
  'industries.merge': (f) =>
    en.join(
      `Merged ${en.named(f, 'the industry', 'an industry')}`,
      f.text('into') && `into ${f.text('into')}`,
      f.count('comments') > 0 &&
        `with its ${en.things(f.count('comments'), 'comment', 'comments')}`,
    ),
  'industries.delete': (f) =>
    f.count('comments') > 0
      ? `Deleted ${en.named(f, 'the industry', 'an industry')} and its ${en.things(f.count('comments'), 'comment', 'comments')}`
      : `Deleted ${en.named(f, 'the industry', 'an industry')}, which had no comments`,
  'ideas.generate': (f) =>
    en.join(
      `Generated ${en.things(f.total, 'idea', 'ideas')}`,
      f.text('industry') === DEFAULT_INDUSTRY
        ? 'for the unclassified comments'
        : f.text('industry') && `for ${f.text('industry')}`,
      f.text('method') === 'reglas'
        ? 'by the rules'
        : f.text('method') && `with AI (${f.text('method')})`,
    ),
  'ideas.delete': (f) => `Deleted ${en.named(f, 'idea', 'an idea')}`,
  'scraper.run': (f) =>
    en.join(
      f.text('taskId') ? 'Started the Apify task' : 'Started the Apify actor',
      f.text('taskId') ?? f.text('actorId'),
      f.text('industry') && `(industry: ${en.industry(f.text('industry'))})`,
    ),
  'scraper.fields': (f) =>
    `Chose the fields of ${en.named(f, 'the Apify actor', 'an Apify actor')}`,
  'scraper.import': (f) =>
    en.join(
      `Imported ${en.things(f.count('imported'), 'comment', 'comments')} from the Apify run`,
      f.text('apifyRunId') ?? en.list(f),
      f.count('analyzed') > 0 && `(${en.number(f.count('analyzed'))} analysed)`,
    ),
  'scraper.reimport': (f) =>
    en.join('Re-imported the Apify run', f.text('apifyRunId') ?? en.list(f)),
  'watch.create': (f) =>
    en.join(
      'Created the watch',
      f.text('name') ? `"${f.text('name')}"` : en.list(f),
      f.text('industry') && `(industry: ${en.industry(f.text('industry'))})`,
    ),
  'watch.update': (f) => `Edited ${en.named(f, 'watch', 'a watch')}`,
  'watch.pause': (f) => `Paused ${en.named(f, 'watch', 'a watch')}`,
  'watch.resume': (f) => `Resumed ${en.named(f, 'watch', 'a watch')}`,
  'watch.delete': (f) => `Deleted ${en.named(f, 'watch', 'a watch')}`,
  'invitations.create': (f) =>
    en.join(
      `Invited ${f.text('email') ?? 'someone'}`,
      f.text('role') && `as ${en.role(f.text('role'))}`,
    ),
  'invitations.revoke': (f) =>
    f.text('email')
      ? `Revoked the invitation for ${f.text('email')}`
      : `Revoked ${en.named(f, 'invitation', 'an invitation')}`,
  'invitations.accept': (f) =>
    en.join(
      f.flag('signup') ? 'Signed up with an invitation' : 'Accepted an invitation',
      f.text('role') && `and joined as ${en.role(f.text('role'))}`,
    ),
  'members.role': (f) =>
    en.join(
      `Changed the role of ${en.listOr(f, 'someone')}`,
      f.text('from') && `from ${en.role(f.text('from'))}`,
      f.text('to') && `to ${en.role(f.text('to'))}`,
    ),
  'members.remove': (f) =>
    f.bySelf ? 'Left the workspace' : `Removed ${en.listOr(f, 'someone')} from the workspace`,
  'members.reset-link': (f) => `Made a password reset link for ${en.listOr(f, 'someone')}`,
  'workspace.rename': (f) =>
    en.join(
      'Renamed the workspace',
      f.text('from') && `from "${f.text('from')}"`,
      f.text('to') && `to "${f.text('to')}"`,
    ),
  'workspace.settings': (f) =>
    en.join(
      'Changed the workspace settings',
      f.text('timeZone') &&
        `(time zone ${f.text('timeZone')}, ${
          f.count('recipients') === 0
            ? 'no alert recipients'
            : en.things(f.count('recipients'), 'alert recipient', 'alert recipients')
        })`,
    ),
  'workspace.webhook-token': () => 'Replaced the Apify webhook token',
  'api-tokens.create': (f) =>
    en.join(
      'Created the API token',
      f.text('name') ? `"${f.text('name')}"` : en.list(f),
      f.text('role') && `with the ${en.role(f.text('role'))} role`,
    ),
  'api-tokens.revoke': (f) => `Revoked ${en.named(f, 'API token', 'an API token')}`,
  'api-token.use': (f) =>
    en.join(
      f.records === 1
        ? 'Made a change with the API token'
        : `Made ${en.number(f.records)} changes with the API token`,
      f.text('token') ? `"${f.text('token')}"` : en.list(f),
    ) + (f.text('path') ? `: ${en.join(f.text('method'), f.text('path'))}` : ''),
  'apify-account.connect': (f) => en.join('Connected the Apify account', f.text('username')),
  'apify-account.disconnect': () => 'Disconnected the Apify account',
};

/** The activity log card of Equipo: its controls, and each action's line in words. */
export const auditTexts: Catalogue<AuditTexts> = {
  es: {
    person: 'Persona',
    everyone: 'Todas las personas',
    kind: 'Tipo de actividad',
    allKinds: 'Toda la actividad',
    action: 'Acción',
    allActions: 'Todas las acciones',
    when: 'Cuándo',
    who: 'Quién',
    what: 'Qué hizo',
    system: 'Sistema',
    unknownUser: 'Cuenta eliminada',
    loading: 'Cargando actividad...',
    loadMore: 'Cargar más',
    loadingMore: 'Cargando...',
    emptyTitle: 'Aún no hay actividad',
    emptyFiltered: 'Ninguna actividad coincide con estos filtros',
    unknownAction: 'Otra actividad',
    kinds: {
      imports: 'Importaciones',
      comments: 'Correcciones y borrados',
      industries: 'Industrias',
      content: 'Ideas de contenido',
      scraping: 'Scraping y seguimientos',
      team: 'Equipo',
      integrations: 'Integraciones',
      access: 'Accesos',
    },
    actions: {
      'auth.signup': 'Alta de cuenta',
      'auth.signin': 'Inicio de sesión',
      'auth.signout': 'Cierre de sesión',
      'auth.signout-others': 'Cierre de las otras sesiones',
      'auth.password': 'Cambio de contraseña',
      'comments.add': 'Comentario añadido',
      'comments.import': 'Comentarios importados',
      'comments.correct': 'Etiquetas corregidas',
      'comments.delete': 'Comentarios borrados',
      'ideas.generate': 'Ideas generadas',
      'ideas.delete': 'Idea borrada',
      'industries.create': 'Industria creada',
      'industries.update': 'Industria editada',
      'industries.reclassify': 'Industrias reclasificadas',
      'industries.merge': 'Industrias unidas',
      'industries.delete': 'Industria eliminada',
      'industries.answers': 'Respuestas del negocio editadas',
      'scraper.run': 'Scraping con Apify',
      'scraper.fields': 'Campos de un actor de Apify',
      'scraper.import': 'Ejecución de Apify importada',
      'scraper.reimport': 'Ejecución de Apify reimportada',
      'watch.create': 'Seguimiento creado',
      'watch.update': 'Seguimiento editado',
      'watch.pause': 'Seguimiento pausado',
      'watch.resume': 'Seguimiento reanudado',
      'watch.delete': 'Seguimiento borrado',
      'invitations.create': 'Invitación creada',
      'invitations.revoke': 'Invitación revocada',
      'invitations.accept': 'Invitación aceptada',
      'members.role': 'Cambio de rol',
      'members.remove': 'Baja de un miembro',
      'members.reset-link': 'Enlace para restablecer la contraseña creado',
      'workspace.rename': 'Cambio de nombre del espacio de trabajo',
      'workspace.settings': 'Ajustes del espacio de trabajo',
      'workspace.webhook-token': 'Token del webhook de Apify cambiado',
      'api-tokens.create': 'Token de API creado',
      'api-tokens.revoke': 'Token de API revocado',
      'api-token.use': 'Cambio hecho con un token de API',
      'apify-account.connect': 'Cuenta de Apify conectada',
      'apify-account.disconnect': 'Cuenta de Apify desconectada',
    },
    lines: esLines,
  },
  en: {
    person: 'Person',
    everyone: 'Everyone',
    kind: 'Kind of activity',
    allKinds: 'All activity',
    action: 'Action',
    allActions: 'All actions',
    when: 'When',
    who: 'Who',
    what: 'What they did',
    system: 'System',
    unknownUser: 'Deleted account',
    loading: 'Loading activity...',
    loadMore: 'Load more',
    loadingMore: 'Loading...',
    emptyTitle: 'No activity yet',
    emptyFiltered: 'No activity matches these filters',
    unknownAction: 'Other activity',
    kinds: {
      imports: 'Imports',
      comments: 'Corrections and deletions',
      industries: 'Industries',
      content: 'Content ideas',
      scraping: 'Scraping and watches',
      team: 'Team',
      integrations: 'Integrations',
      access: 'Sign-ins',
    },
    actions: {
      'auth.signup': 'Account created',
      'auth.signin': 'Signed in',
      'auth.signout': 'Signed out',
      'auth.signout-others': 'Other sessions signed out',
      'auth.password': 'Password changed',
      'comments.add': 'Comment added',
      'comments.import': 'Comments imported',
      'comments.correct': 'Labels corrected',
      'comments.delete': 'Comments deleted',
      'ideas.generate': 'Ideas generated',
      'ideas.delete': 'Idea deleted',
      'industries.create': 'Industry created',
      'industries.update': 'Industry edited',
      'industries.reclassify': 'Industries reclassified',
      'industries.merge': 'Industries merged',
      'industries.delete': 'Industry deleted',
      'industries.answers': "Business's answers edited",
      'scraper.run': 'Apify scraping',
      'scraper.fields': "An Apify actor's fields",
      'scraper.import': 'Apify run imported',
      'scraper.reimport': 'Apify run re-imported',
      'watch.create': 'Watch created',
      'watch.update': 'Watch edited',
      'watch.pause': 'Watch paused',
      'watch.resume': 'Watch resumed',
      'watch.delete': 'Watch deleted',
      'invitations.create': 'Invitation created',
      'invitations.revoke': 'Invitation revoked',
      'invitations.accept': 'Invitation accepted',
      'members.role': 'Role changed',
      'members.remove': 'Member left or removed',
      'members.reset-link': 'Password reset link made',
      'workspace.rename': 'Workspace renamed',
      'workspace.settings': 'Workspace settings',
      'workspace.webhook-token': 'Apify webhook token replaced',
      'api-tokens.create': 'API token created',
      'api-tokens.revoke': 'API token revoked',
      'api-token.use': 'Change made with an API token',
      'apify-account.connect': 'Apify account connected',
      'apify-account.disconnect': 'Apify account disconnected',
    },
    lines: enLines,
  },
};
