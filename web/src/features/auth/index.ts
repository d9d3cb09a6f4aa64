// What other features use of sign-in and passwords (the user's own password section).
export { PasswordChecklist } from './PasswordChecklist.tsx';
export { ForgotPasswordMutation } from './password-operations.ts';
export { usePasswordConfirmation } from './use-password-confirmation.ts';
