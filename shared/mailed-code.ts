// The codes this platform mails (registration, password reset, email change): the app's forms and
// the reference API check the same shape. shared/ imports neither app/ nor server/ (ESLint).

/** 6 digits. */
export const MAILED_CODE = /^\d{6}$/;
