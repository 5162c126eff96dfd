import { catalogue } from '@replica/ui';

export type EquipoTexts = {
  title: string;
  subtitle: string;
  /** The activity log card's heading, shown before its code has loaded. */
  auditTitle: string;
  loading: string;
  retry: string;
  close: string;
  cancel: string;
  /** The copy button of a link shown once (an invitation's, a password reset's). */
  copy: string;
  copied: string;
  copyFailed: string;
  workspace: {
    title: string;
    name: string;
    yourRole: string;
    rename: string;
    save: string;
    saving: string;
    renamed: string;
    handOver: string;
    delete: string;
    deleteQuestion: (workspace: string) => string;
    deleteConfirm: string;
  };
  members: {
    title: string;
    count: (n: number) => string;
    email: string;
    role: string;
    joined: string;
    actions: string;
    you: string;
    roleOf: (email: string) => string;
    roleChanged: (email: string, role: string) => string;
    remove: string;
    removeOf: (email: string) => string;
    removeQuestion: (email: string) => string;
    removed: (email: string) => string;
    leave: string;
    leaveQuestion: (workspace: string) => string;
    leaveConfirm: string;
    readOnly: string;
    resetLink: string;
    resetLinkOf: (email: string) => string;
    resetLinkMade: (email: string) => string;
    resetLinkField: string;
    resetLinkExpires: (time: string) => string;
    resetLinkNote: string;
  };
  /** The signed-in member's own password. */
  password: {
    title: string;
    current: string;
    new: string;
    repeat: string;
    change: string;
    changing: string;
    mismatch: string;
    /** Changed, and the sessions ended on the member's other devices. */
    changed: (ended: number) => string;
  };
  invitations: {
    title: string;
    formTitle: string;
    email: string;
    role: string;
    roleHelp: string;
    invite: string;
    inviting: string;
    created: (email: string) => string;
    link: string;
    linkOnce: string;
    expires: (when: string) => string;
    pending: string;
    invitedBy: string;
    expiresColumn: string;
    actions: string;
    revoke: string;
    revokeOf: (email: string) => string;
    revokeQuestion: (email: string) => string;
    revoked: (email: string) => string;
    emptyTitle: string;
    emptyDescription: string;
    loading: string;
  };
  /** Tokens for integrations, which act in the workspace with a role (admins only). */
  apiTokens: {
    title: string;
    intro: string;
    formTitle: string;
    name: string;
    namePlaceholder: string;
    /** The form's labels: unique on the page, which has an invitation 'Rol' too. */
    nameLabel: string;
    roleLabel: string;
    role: string;
    create: string;
    creating: string;
    created: (name: string) => string;
    token: string;
    copy: string;
    once: string;
    list: string;
    createdBy: string;
    createdAt: string;
    lastUsed: string;
    never: string;
    actions: string;
    revoke: string;
    /** The revoke button's name and the heading of the question before it. */
    revokeOf: (name: string) => string;
    revokeQuestion: string;
    revoked: (name: string) => string;
    empty: string;
    loading: string;
  };
  /** The workspace's own Apify account, which its scraping runs through (admins only). */
  apifyAccount: {
    title: string;
    intro: string;
    tokenHelp: string;
    /** Not connected: what scraping uses meanwhile, the server's account or nothing. */
    usesServerAccount: string;
    needsAccount: string;
    /** The server has no key to keep tokens with, so nobody can connect one. */
    noKey: string;
    loading: string;
    /** The heading of the card's state, which takes the focus when its controls go. */
    connectedTitle: string;
    notConnectedTitle: string;
    /** Unique on the page, which has API tokens too. */
    tokenLabel: string;
    connect: string;
    connecting: string;
    replace: string;
    account: string;
    connectedAt: string;
    token: string;
    tokenEnd: (end: string) => string;
    tokenUnreadable: string;
    connected: (username: string) => string;
    disconnect: string;
    disconnectTitle: (username: string) => string;
    disconnectToServer: string;
    disconnectToNothing: string;
    disconnected: string;
  };
};

export const texts = catalogue<EquipoTexts>(
  {
    title: 'Equipo',
    subtitle: 'Quién forma parte de este espacio de trabajo y con qué rol.',
    auditTitle: 'Registro de actividad',
    loading: 'Cargando el equipo...',
    retry: 'Reintentar',
    close: 'Cerrar',
    cancel: 'Cancelar',
    copy: 'Copiar enlace',
    copied: '¡Copiado!',
    copyFailed: 'No se pudo copiar',
    workspace: {
      title: 'Espacio de trabajo',
      name: 'Nombre del espacio de trabajo',
      yourRole: 'Tu rol',
      rename: 'Cambiar nombre',
      save: 'Guardar',
      saving: 'Guardando...',
      renamed: 'Nombre guardado',
      handOver:
        'Para ceder la propiedad, haz propietario a otro miembro en la tabla de miembros; después esa persona podrá cambiar tu rol, o tú podrás salir.',
      delete: 'Eliminar espacio de trabajo',
      deleteQuestion: (workspace) =>
        `¿Seguro que deseas eliminar «${workspace}»? Se eliminarán todos sus comentarios, análisis, ideas y miembros, y no se podrán recuperar.`,
      deleteConfirm: 'Eliminar',
    },
    members: {
      title: 'Miembros',
      count: (n) => `${n} miembro(s)`,
      email: 'Correo electrónico',
      role: 'Rol',
      joined: 'Se unió',
      actions: 'Acciones',
      you: 'tú',
      roleOf: (email) => `Rol de ${email}`,
      roleChanged: (email, role) => `Ahora ${email} tiene el rol ${role}`,
      remove: 'Quitar',
      removeOf: (email) => `Quitar a ${email}`,
      removeQuestion: (email) =>
        `¿Seguro que deseas quitar a ${email} del espacio de trabajo? Dejará de ver sus datos.`,
      removed: (email) => `${email} ya no es miembro`,
      leave: 'Salir del espacio de trabajo',
      leaveQuestion: (workspace) =>
        `¿Seguro que deseas salir de «${workspace}»? Dejarás de ver sus datos hasta que te vuelvan a invitar.`,
      leaveConfirm: 'Salir',
      readOnly:
        'Solo los administradores cambian roles, invitan a personas y consultan el registro de actividad.',
      resetLink: 'Enlace para restablecer contraseña',
      resetLinkOf: (email) => `Enlace para restablecer contraseña de ${email}`,
      resetLinkMade: (email) => `Enlace creado para restablecer la contraseña de ${email}`,
      resetLinkField: 'Enlace para restablecer la contraseña',
      resetLinkExpires: (time) => `Caduca a las ${time}`,
      resetLinkNote: 'Pásalo a esa persona por un canal seguro: sirve una vez.',
    },
    password: {
      title: 'Tu contraseña',
      current: 'Contraseña actual',
      new: 'Contraseña nueva',
      repeat: 'Repite la contraseña',
      change: 'Cambiar contraseña',
      changing: 'Cambiando...',
      mismatch: 'Las contraseñas no coinciden',
      changed: (ended) =>
        ended === 0
          ? 'Contraseña cambiada.'
          : ended === 1
            ? 'Contraseña cambiada. Se cerró 1 sesión en otro dispositivo.'
            : `Contraseña cambiada. Se cerraron ${ended} sesiones en otros dispositivos.`,
    },
    invitations: {
      title: 'Invitaciones',
      formTitle: 'Invitar a una persona',
      email: 'Correo electrónico',
      role: 'Rol',
      roleHelp:
        'Lector: consulta todas las pantallas y exporta. Analista: además importa, analiza, corrige y genera contenido. Administrador: además gestiona el equipo, las industrias y el scraping. Propietario: además cambia el nombre del espacio de trabajo o lo elimina.',
      invite: 'Crear invitación',
      inviting: 'Creando...',
      created: (email) => `Invitación creada para ${email}`,
      link: 'Enlace de la invitación',
      linkOnce:
        'Cópialo y envíaselo ahora: por seguridad no se vuelve a mostrar. Solo sirve para ese correo y una vez.',
      expires: (when) => `Caduca el ${when}`,
      pending: 'Invitaciones pendientes',
      invitedBy: 'Creada por',
      expiresColumn: 'Caduca',
      actions: 'Acciones',
      revoke: 'Revocar',
      revokeOf: (email) => `Revocar la invitación para ${email}`,
      revokeQuestion: (email) =>
        `¿Seguro que deseas revocar la invitación para ${email}? Su enlace dejará de funcionar.`,
      revoked: (email) => `Invitación para ${email} revocada`,
      emptyTitle: 'No hay invitaciones pendientes',
      emptyDescription: 'Invita a alguien con su correo y el rol que tendrá.',
      loading: 'Cargando invitaciones...',
    },
    apiTokens: {
      title: 'Tokens de API',
      intro:
        'Para integraciones (Zapier, Make, tus scripts): envía el token como Authorization: Bearer <token>. Actúa en este espacio de trabajo con su rol, nunca por encima del tuyo, y deja de funcionar si lo revocas o si dejas el espacio de trabajo.',
      formTitle: 'Crear un token',
      name: 'Nombre',
      namePlaceholder: 'p. ej. Zapier – informes',
      nameLabel: 'Nombre del token',
      roleLabel: 'Rol del token',
      role: 'Rol',
      create: 'Crear token',
      creating: 'Creando...',
      created: (name) => `Token «${name}» creado`,
      token: 'Token',
      copy: 'Copiar token',
      once: 'Cópialo ahora: no se volverá a mostrar.',
      list: 'Tokens activos',
      createdBy: 'Creado por',
      createdAt: 'Creado',
      lastUsed: 'Último uso',
      never: 'Nunca',
      actions: 'Acciones',
      revoke: 'Revocar',
      revokeOf: (name) => `Revocar el token «${name}»`,
      revokeQuestion: 'Las integraciones que lo usan dejarán de funcionar al momento.',
      revoked: (name) => `Token «${name}» revocado`,
      empty: 'Todavía no hay tokens.',
      loading: 'Cargando tokens...',
    },
    apifyAccount: {
      title: 'Cuenta de Apify',
      intro:
        'Conecta la cuenta de Apify de este espacio de trabajo: sus scrapings, seguimientos e importaciones pasan por ella y Apify los cobra en esa cuenta. Las ejecuciones que lances desde la consola de esa cuenta se importan con la URL del webhook que muestra Ingesta.',
      tokenHelp:
        'El token está en Apify → Settings → API & Integrations. Se guarda cifrado y no se vuelve a mostrar.',
      usesServerAccount:
        'Mientras no conectes ninguna, el scraping usa la cuenta compartida del servidor.',
      needsAccount: 'Sin una cuenta conectada, este espacio de trabajo no puede hacer scraping.',
      noKey:
        'Este servidor no puede guardar tokens: quien lo administra debe configurar una clave de cifrado (SECRETS_KEY).',
      loading: 'Cargando la cuenta de Apify...',
      connectedTitle: 'Cuenta conectada',
      notConnectedTitle: 'Ninguna cuenta conectada',
      tokenLabel: 'Token de API de Apify',
      connect: 'Conectar',
      connecting: 'Conectando...',
      replace: 'Conectar otro token',
      account: 'Cuenta',
      connectedAt: 'Conectada el',
      token: 'Token',
      tokenEnd: (end) => `Termina en …${end}`,
      tokenUnreadable:
        'No se puede leer el token guardado (el servidor cambió su clave de cifrado): conéctalo de nuevo.',
      connected: (username) => `Cuenta de Apify «${username}» conectada`,
      disconnect: 'Desconectar',
      disconnectTitle: (username) => `Desconectar la cuenta de Apify «${username}»`,
      disconnectToServer:
        'Los scrapings, seguimientos e importaciones pasarán a usar la cuenta compartida del servidor.',
      disconnectToNothing:
        'El scraping dejará de funcionar en este espacio de trabajo hasta que conectes otra cuenta.',
      disconnected: 'Cuenta de Apify desconectada',
    },
  },
  () => import('./texts.en'),
);
