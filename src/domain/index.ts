// The domain module: pure TypeScript shared by the app and Cloud Functions.
// No Firebase, React or MUI imports here (enforced by ESLint).
export * from './auth-errors';
export * from './auth-forms';
export * from './email';
export * from './limits';
export * from './messages';
export * from './password';
export * from './rate-limits';
export * from './roles';
