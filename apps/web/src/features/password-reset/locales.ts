/**
 * Texts of the password reset page (/forgetpsw), under the i18n key 'passwordReset', in
 * Portuguese; English and Spanish are in locales-en.ts and locales-es.ts.
 */
export const passwordResetTexts = {
  title: 'Redefinir senha',
  emailStep: 'Informe o e-mail da sua conta: enviaremos um código para criar uma nova senha.',
  email: 'Email',
  sendCode: 'Enviar código',
  codeSent: 'Enviamos um código para {{email}}. Ele vale por 1 hora.',
  code: 'Código',
  newPassword: 'Nova senha',
  confirmPassword: 'Confirme a nova senha',
  submit: 'Redefinir senha',
  resend: 'Enviar outro código',
  resent: 'Enviamos outro código para {{email}}',
  otherEmail: 'Usar outro e-mail',
  success: 'Senha redefinida! Entre com a nova senha.',
  notConfigured:
    'A redefinição de senha por e-mail não está configurada neste servidor. Fale com o administrador.',
  login: 'Voltar para o login',
  signup: 'Não tem uma conta? Cadastre-se!',
};
