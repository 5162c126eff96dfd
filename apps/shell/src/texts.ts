import { errorMessages, type Role } from '@replica/api-client';
import { type Catalogue, useTexts } from '@replica/ui';
import type { ScreenRemoteName } from '../../../federation.shared';

type PageLabels = Record<ScreenRemoteName, string>;

interface ShellTexts {
  productName: string;
  loading: string;
  pages: PageLabels;
  login: {
    signinSubtitle: string;
    signupSubtitle: string;
    email: string;
    password: string;
    signin: string;
    signup: string;
    busy: string;
    toSignup: string;
    toSignin: string;
    authFallback: string;
    signinInvalid: string;
  };
  layout: { navigation: string; user: string; signout: string; signoutFallback: string };
  remote: { failedTitle: (label: string) => string; failedMessage: string; retry: string };
  workspaces: { label: string; failed: string; roles: Record<Role, string> };
  sessions: {
    endOthers: string;
    confirm: string;
    confirmLabel: string;
    cancel: string;
    ended: (count: number) => string;
    failed: string;
  };
}

/**
 * Every text the shell shows (spec §2 Login / registration, Main layout), in Spanish (the
 * spec's words) and English; the footer toggle of Inicio picks one for every screen.
 */
export const shellTexts: Catalogue<ShellTexts> = {
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
    },
    login: {
      signinSubtitle: 'Plataforma de Inteligencia de Objeciones',
      signupSubtitle: 'Crea tu cuenta',
      email: 'Correo electrónico',
      password: 'Contraseña',
      signin: 'Iniciar sesión',
      signup: 'Crear cuenta',
      busy: 'Procesando...',
      toSignup: '¿No tienes cuenta? Regístrate',
      toSignin: '¿Ya tienes cuenta? Inicia sesión',
      authFallback: 'Error de autenticación',
      signinInvalid: errorMessages.signinInvalid,
    },
    layout: {
      navigation: 'Navegación principal',
      user: 'Usuario',
      signout: 'Salir',
      signoutFallback: 'Error al cerrar sesión',
    },
    remote: {
      failedTitle: (label) => `No se pudo cargar ${label}`,
      failedMessage:
        'Comprueba tu conexión e inténtalo de nuevo. El resto de Réplica sigue disponible.',
      retry: 'Reintentar',
    },
    workspaces: {
      label: 'Espacio de trabajo',
      failed: errorMessages.workspaces,
      roles: {
        viewer: 'Lector',
        analyst: 'Analista',
        admin: 'Administrador',
        owner: 'Propietario',
      },
    },
    sessions: {
      endOthers: 'Cerrar otras sesiones',
      confirm: '¿Seguro que deseas cerrar la sesión en todos tus otros dispositivos?',
      confirmLabel: 'Cerrar sesiones',
      cancel: 'Cancelar',
      ended: (count) => `Sesiones cerradas en otros dispositivos: ${count}`,
      failed: 'Error al cerrar las otras sesiones',
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
    },
    login: {
      signinSubtitle: 'Objection Intelligence Platform',
      signupSubtitle: 'Create your account',
      email: 'Email',
      password: 'Password',
      signin: 'Sign in',
      signup: 'Create account',
      busy: 'Processing...',
      toSignup: "Don't have an account? Sign up",
      toSignin: 'Already have an account? Sign in',
      authFallback: 'Authentication error',
      signinInvalid: 'Invalid sign-in: check the e-mail and the password',
    },
    layout: {
      navigation: 'Main navigation',
      user: 'User',
      signout: 'Sign out',
      signoutFallback: 'Error signing out',
    },
    remote: {
      failedTitle: (label) => `Could not load ${label}`,
      failedMessage: 'Check your connection and try again. The rest of Réplica keeps working.',
      retry: 'Retry',
    },
    workspaces: {
      label: 'Workspace',
      failed: 'Error loading the workspaces',
      roles: { viewer: 'Viewer', analyst: 'Analyst', admin: 'Admin', owner: 'Owner' },
    },
    sessions: {
      endOthers: 'Sign out other sessions',
      confirm: 'Are you sure you want to sign out on all your other devices?',
      confirmLabel: 'Sign them out',
      cancel: 'Cancel',
      ended: (count) => `Sessions ended on other devices: ${count}`,
      failed: 'Error signing out the other sessions',
    },
  },
};

/** The shell's texts in the current language. */
export function useShellTexts(): ShellTexts {
  return useTexts(shellTexts);
}
