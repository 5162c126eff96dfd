import type { InvitationDetails } from '@replica/api-client/sign-in';
import type { Bilingual } from '@replica/ui/core';

type Role = InvitationDetails['role'];

interface InvitationTexts {
  /** Who invited whom, to which workspace, with which role: 'ana@… te invitó a «…» como editor'. */
  offer: (details: InvitationDetails) => string;
  /** Before the details arrive, or when they cannot be read. */
  invited: string;
  /** The login form's note on what signing up or in from the link does. */
  joinHint: string;
}

// The role as the sentence says it: in Spanish after 'como', in English with its article.
const ROLE_IN_SENTENCE: Bilingual<Record<Role, string>> = {
  es: { viewer: 'lector', analyst: 'analista', admin: 'administrador', owner: 'propietario' },
  en: { viewer: 'a viewer', analyst: 'an analyst', admin: 'an admin', owner: 'an owner' },
};

/**
 * What an invitation link offers, in both languages: said beside the login form (loaded only when
 * a link opens it) and on the invitation page (`invitation-page-texts.ts` has the page's own).
 */
export const invitationTexts: Bilingual<InvitationTexts> = {
  es: {
    offer: ({ invitedBy, workspaceName, role }) =>
      `${invitedBy ? `${invitedBy} te invitó` : 'Te invitaron'} a «${workspaceName}» como ${ROLE_IN_SENTENCE.es[role]}.`,
    invited: 'Te han invitado a un espacio de trabajo.',
    joinHint:
      'Crea tu cuenta con el correo al que llegó la invitación o, si ya tienes una, inicia sesión: te unirás al entrar.',
  },
  en: {
    offer: ({ invitedBy, workspaceName, role }) =>
      `${invitedBy ? `${invitedBy} invited you` : 'You were invited'} to “${workspaceName}” as ${ROLE_IN_SENTENCE.en[role]}.`,
    invited: 'You have been invited to a workspace.',
    joinHint:
      'Create your account with the e-mail the invitation was sent to or, if you already have one, sign in: you will join as you enter.',
  },
};
