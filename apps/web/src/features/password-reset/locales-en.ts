import type { passwordResetTexts } from './locales';

export const passwordResetTextsEn: typeof passwordResetTexts = {
  title: 'Reset password',
  emailStep: "Enter your account's e-mail: we will send you a code to create a new password.",
  email: 'Email',
  sendCode: 'Send code',
  codeSent: 'We sent a code to {{email}}. It is valid for 1 hour.',
  code: 'Code',
  newPassword: 'New password',
  confirmPassword: 'Confirm the new password',
  submit: 'Reset password',
  resend: 'Send another code',
  resent: 'We sent another code to {{email}}',
  otherEmail: 'Use another e-mail',
  success: 'Password reset! Sign in with the new password.',
  notConfigured:
    'Password reset by e-mail is not configured on this server. Please contact the administrator.',
  login: 'Back to sign in',
  signup: "Don't have an account? Sign up!",
};
