/** Where services report what they could not do (console in production, a recorder in tests). */
export interface Logger {
  warn(...args: unknown[]): void;
  error(...args: unknown[]): void;
}
