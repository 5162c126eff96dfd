import type { Bilingual } from '@replica/ui/core';

/** The invitation page's own texts, for someone signed in (what the link offers is apart). */
export const invitationPageTexts: Bilingual<{
  title: string;
  intro: (email: string) => string;
  accept: string;
  joining: string;
  goHome: string;
  missingToken: string;
}> = {
  es: {
    title: 'Te han invitado a un espacio de trabajo',
    intro: (email) =>
      `Acéptala para unirte con tu cuenta ${email}: verás sus datos con el rol que te han dado y podrás cambiar de espacio de trabajo desde la cabecera.`,
    accept: 'Aceptar la invitación',
    joining: 'Uniéndote...',
    goHome: 'Ir a Inicio',
    missingToken:
      'A este enlace de invitación le falta el código: pide a quien te invitó que te lo envíe de nuevo.',
  },
  en: {
    title: 'You have been invited to a workspace',
    intro: (email) =>
      `Accept it to join with your account ${email}: you will see its data with the role you were given, and can switch workspaces from the header.`,
    accept: 'Accept the invitation',
    joining: 'Joining...',
    goHome: 'Go to Home',
    missingToken:
      'This invitation link is missing its code: ask whoever invited you to send it again.',
  },
};
