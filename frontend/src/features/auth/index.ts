/** The admin's sign-in pages (public routes of the shell) and the change-password page. */
import { lazy } from 'react';

export { ForgotPasswordPage } from './forgot-password-page';
export { LoginPage } from './login-page';
export { RegisterPage } from './register-page';
export { ResetPasswordPage } from './reset-password-page';

// Each screen is its own chunk, loaded when the admin opens it (the shell, features/admin, routes to it).
export const ChangePasswordPage = lazy(() => import('./change-password-page'));
