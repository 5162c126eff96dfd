/** Every text the shell shows (spec §2 Login / registration, Main layout). */
export const texts = {
  productName: 'Réplica',
  loading: 'Cargando...',
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
  },
  layout: {
    navigation: 'Navegación principal',
    user: 'Usuario',
    signout: 'Salir',
    signoutFallback: 'Error al cerrar sesión',
  },
  remote: {
    failedTitle: (label: string) => `No se pudo cargar ${label}`,
    failedMessage:
      'Comprueba tu conexión e inténtalo de nuevo. El resto de Réplica sigue disponible.',
    retry: 'Reintentar',
  },
} as const;
