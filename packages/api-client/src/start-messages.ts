/**
 * The catalogue's texts (`errorMessages`) the shell's signed-out start shows, in a module of
 * their own: the start carries these few, not the whole catalogue, which grows with every screen.
 */
export const startErrorMessages = {
  signinInvalid: 'Inicio de sesión inválido',
  signin: 'Error al iniciar sesión',
  signup: 'Error al crear cuenta',
  password: 'Error al cambiar la contraseña',
  alertConfirmation: 'Error al confirmar el correo de las alertas',
  invitationDetails: 'Error al cargar la invitación',
} as const;
