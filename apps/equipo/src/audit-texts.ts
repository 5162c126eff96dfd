import { DEFAULT_INDUSTRY } from '@replica/api-client';
import type { AuditKind } from '@replica/api-client';
import type { AuditAction } from '@replica/api-client/audit-actions';
import { catalogue, roleNames } from '@replica/ui';
import type { AuditSentence, AuditWords } from './audit-entry-text';
import { changedFields, sayings, skipped } from './audit-sayings';

export type AuditTexts = AuditWords & {
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

const es = sayings('es', roleNames.es);

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

export const auditTexts = catalogue<AuditTexts>(
  {
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
  () => import('./audit-texts.en'),
);
