import { startErrorMessages } from '@replica/api-client/sign-in';
import { type Bilingual, useTexts } from '@replica/ui/core';
import type { ScreenName } from '@replica/api-client/screens';

type PageLabels = Record<ScreenName, string>;

interface ShellTexts {
  productName: string;
  loading: string;
  pages: PageLabels;
  login: {
    signinSubtitle: string;
    signupSubtitle: string;
    email: string;
    password: string;
    /** Sign-up's optional name of the new workspace; its placeholder is the default name. */
    workspaceName: string;
    signin: string;
    signup: string;
    busy: string;
    toSignup: string;
    toSignin: string;
    authFallback: string;
    /** A sign-in or sign-up the server could not answer with a reason of its own. */
    signinFailed: string;
    signupFailed: string;
    signinInvalid: string;
    forgotPassword: string;
  };
  /** The form that asks for a password reset link, opened from the login form. */
  forgotPassword: {
    send: string;
    sending: string;
    sent: string;
    back: string;
    failed: string;
  };
  /** The page of a password reset link: the new password, twice. */
  passwordReset: {
    title: string;
    newPassword: string;
    repeatPassword: string;
    save: string;
    saving: string;
    mismatch: string;
    changed: string;
    signIn: string;
    goToApp: string;
    failed: string;
    missingToken: string;
  };
  /** The rest of the invitation page's texts are its own (`invitation/invitation-texts.ts`). */
  invitation: { pageTitle: string };
  /** The page of the link an alert recipient is mailed to confirm their address. */
  alertConfirmation: {
    title: string;
    confirming: string;
    confirmedTitle: string;
    confirmed: (email: string, workspace: string) => string;
    failed: string;
    missingToken: string;
    goToApp: string;
  };
  layout: {
    navigation: string;
    /** The header's button that opens the navigation on a narrow screen. */
    menu: string;
    user: string;
    signout: string;
  };
  remote: { failedTitle: (label: string) => string; failedMessage: string; retry: string };
  /** The signed-in shell (sidebar, header, screens) failing to load after sign-in. */
  signedIn: { failedTitle: string; failedMessage: string };
  workspaces: { label: string };
  sessions: {
    endOthers: string;
    confirm: string;
    confirmLabel: string;
    cancel: string;
    ended: (count: number) => string;
  };
}

/**
 * Every text the shell shows (login / registration, main layout), in Spanish (the product's
 * fixed wording) and English; the footer toggle of Inicio picks one for every screen.
 */
export const shellTexts: Bilingual<ShellTexts> = {
  es: {
    productName: 'Réplica',
    loading: 'Cargando...',
    pages: {
      inicio: 'Inicio',
      ingesta: 'Ingesta',
      opiniones: 'Opiniones',
      reporte: 'Reporte',
      templates: 'Templates',
      generar: 'Generar Contenido',
      equipo: 'Equipo',
    },
    login: {
      signinSubtitle: 'Plataforma de Inteligencia de Objeciones',
      signupSubtitle: 'Crea tu cuenta',
      email: 'Correo electrónico',
      password: 'Contraseña',
      workspaceName: 'Nombre del espacio de trabajo (opcional)',
      signin: 'Iniciar sesión',
      signup: 'Crear cuenta',
      busy: 'Procesando...',
      toSignup: '¿No tienes cuenta? Regístrate',
      toSignin: '¿Ya tienes cuenta? Inicia sesión',
      authFallback: 'Error de autenticación',
      signinFailed: startErrorMessages.signin,
      signupFailed: startErrorMessages.signup,
      signinInvalid: startErrorMessages.signinInvalid,
      forgotPassword: '¿Olvidaste tu contraseña?',
    },
    forgotPassword: {
      send: 'Enviar enlace',
      sending: 'Enviando...',
      sent: 'Si existe una cuenta con ese correo, te hemos enviado un enlace para restablecer la contraseña. Caduca en una hora.',
      back: 'Volver a iniciar sesión',
      failed: startErrorMessages.password,
    },
    passwordReset: {
      title: 'Elige una contraseña nueva',
      newPassword: 'Contraseña nueva',
      repeatPassword: 'Repite la contraseña',
      save: 'Guardar contraseña',
      saving: 'Guardando...',
      mismatch: 'Las contraseñas no coinciden',
      changed: 'Contraseña cambiada. Ya puedes iniciar sesión con la nueva.',
      signIn: 'Iniciar sesión',
      goToApp: 'Ir a Réplica',
      failed: startErrorMessages.password,
      missingToken: 'Falta el código del enlace para restablecer la contraseña',
    },
    invitation: { pageTitle: 'Invitación' },
    alertConfirmation: {
      title: 'Confirmar el correo de las alertas',
      confirming: 'Confirmando…',
      confirmedTitle: 'Correo confirmado',
      confirmed: (email, workspace) => `${email} recibirá las alertas de «${workspace}».`,
      failed: startErrorMessages.alertConfirmation,
      missingToken: 'Falta el código del enlace de confirmación',
      goToApp: 'Ir a Réplica',
    },
    layout: {
      navigation: 'Navegación principal',
      menu: 'Menú',
      user: 'Usuario',
      signout: 'Salir',
    },
    remote: {
      failedTitle: (label) => `No se pudo cargar ${label}`,
      failedMessage:
        'Comprueba tu conexión e inténtalo de nuevo. El resto de Réplica sigue disponible.',
      retry: 'Reintentar',
    },
    signedIn: {
      failedTitle: 'No se pudo cargar Réplica',
      failedMessage: 'Comprueba tu conexión e inténtalo de nuevo.',
    },
    workspaces: {
      label: 'Espacio de trabajo',
    },
    sessions: {
      endOthers: 'Cerrar otras sesiones',
      confirm: '¿Seguro que deseas cerrar la sesión en todos tus otros dispositivos?',
      confirmLabel: 'Cerrar sesiones',
      cancel: 'Cancelar',
      ended: (count) => `Sesiones cerradas en otros dispositivos: ${count}`,
    },
  },
  en: {
    productName: 'Réplica',
    loading: 'Loading...',
    pages: {
      inicio: 'Home',
      ingesta: 'Intake',
      opiniones: 'Opinions',
      reporte: 'Report',
      templates: 'Templates',
      generar: 'Generate Content',
      equipo: 'Team',
    },
    login: {
      signinSubtitle: 'Objection Intelligence Platform',
      signupSubtitle: 'Create your account',
      email: 'Email',
      password: 'Password',
      workspaceName: 'Workspace name (optional)',
      signin: 'Sign in',
      signup: 'Create account',
      busy: 'Processing...',
      toSignup: "Don't have an account? Sign up",
      toSignin: 'Already have an account? Sign in',
      authFallback: 'Authentication error',
      signinFailed: 'Could not sign in',
      signupFailed: 'Could not create the account',
      signinInvalid: 'Invalid sign-in: check the e-mail and the password',
      forgotPassword: 'Forgot your password?',
    },
    forgotPassword: {
      send: 'Send link',
      sending: 'Sending...',
      sent: 'If there is an account with that e-mail, we have sent it a link to reset the password. It expires in one hour.',
      back: 'Back to sign in',
      failed: 'Error changing the password',
    },
    passwordReset: {
      title: 'Choose a new password',
      newPassword: 'New password',
      repeatPassword: 'Repeat the password',
      save: 'Save password',
      saving: 'Saving...',
      mismatch: 'The passwords do not match',
      changed: 'Password changed. You can now sign in with the new one.',
      signIn: 'Sign in',
      goToApp: 'Go to Réplica',
      failed: 'Error changing the password',
      missingToken: 'The password reset link is missing its code',
    },
    invitation: { pageTitle: 'Invitation' },
    alertConfirmation: {
      title: 'Confirm the e-mail for alerts',
      confirming: 'Confirming…',
      confirmedTitle: 'E-mail confirmed',
      confirmed: (email, workspace) => `${email} will receive the alerts of “${workspace}”.`,
      failed: 'Error confirming the e-mail for alerts',
      missingToken: 'The confirmation link is missing its code',
      goToApp: 'Go to Réplica',
    },
    layout: {
      navigation: 'Main navigation',
      menu: 'Menu',
      user: 'User',
      signout: 'Sign out',
    },
    remote: {
      failedTitle: (label) => `Could not load ${label}`,
      failedMessage: 'Check your connection and try again. The rest of Réplica keeps working.',
      retry: 'Retry',
    },
    signedIn: {
      failedTitle: 'Could not load Réplica',
      failedMessage: 'Check your connection and try again.',
    },
    workspaces: {
      label: 'Workspace',
    },
    sessions: {
      endOthers: 'Sign out other sessions',
      confirm: 'Are you sure you want to sign out on all your other devices?',
      confirmLabel: 'Sign them out',
      cancel: 'Cancel',
      ended: (count) => `Sessions ended on other devices: ${count}`,
    },
  },
};

/** The shell's texts in the current language. */
export function useShellTexts(): ShellTexts {
  return useTexts(shellTexts);
}
