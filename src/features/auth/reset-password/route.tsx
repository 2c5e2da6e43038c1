// Spec §2: password reset (reset-password/).
export { default } from './reset-password-page';
