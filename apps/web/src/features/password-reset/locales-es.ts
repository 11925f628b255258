import type { passwordResetTexts } from './locales';

export const passwordResetTextsEs: typeof passwordResetTexts = {
  title: 'Restablecer contraseña',
  emailStep:
    'Indique el correo de su cuenta: le enviaremos un código para crear una nueva contraseña.',
  email: 'Correo electrónico',
  sendCode: 'Enviar código',
  codeSent: 'Enviamos un código a {{email}}. Es válido por 1 hora.',
  code: 'Código',
  newPassword: 'Nueva contraseña',
  confirmPassword: 'Confirme la nueva contraseña',
  submit: 'Restablecer contraseña',
  resend: 'Enviar otro código',
  resent: 'Enviamos otro código a {{email}}',
  otherEmail: 'Usar otro correo',
  success: '¡Contraseña restablecida! Inicie sesión con la nueva contraseña.',
  notConfigured:
    'El restablecimiento de contraseña por correo no está configurado en este servidor. Hable con el administrador.',
  login: 'Volver al inicio de sesión',
  signup: '¿No tiene una cuenta? ¡Regístrese!',
};
