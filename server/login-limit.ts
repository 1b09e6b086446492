import { env } from "./env.ts";

/**
 * Failed password checks per email: after too many (LOGIN_FAILURES_PER_EMAIL, default 10) within
 * the window, the account's password is not checked at all until the oldest failure leaves the
 * window. Every `login` field and every password-checked `requestValidation` counts, however they
 * are batched. Per API process: the reference API runs as one.
 */
export const LOGIN_WINDOW_MINUTES = 15;

export interface LoginLimit {
  /** Seconds until the email may be checked again; 0 when it may now. */
  retryAfterSeconds(email: string, now: Date): number;
  recordFailure(email: string, now: Date): void;
  clear(email: string): void;
}

export function createLoginLimit(
  maxFailures = env.LOGIN_FAILURES_PER_EMAIL,
  windowMs = LOGIN_WINDOW_MINUTES * 60_000,
): LoginLimit {
  const failures = new Map<string, number[]>();
  const recent = (email: string, now: Date) => {
    const since = now.getTime() - windowMs;
    const kept = (failures.get(email) ?? []).filter((time) => time > since);
    if (kept.length > 0) failures.set(email, kept);
    else failures.delete(email);
    return kept;
  };
  return {
    retryAfterSeconds(email, now) {
      const times = recent(email, now);
      if (times.length < maxFailures) return 0;
      const oldest = times[times.length - maxFailures]!;
      return Math.max(1, Math.ceil((oldest + windowMs - now.getTime()) / 1000));
    },
    recordFailure(email, now) {
      failures.set(email, [...recent(email, now), now.getTime()]);
    },
    clear(email) {
      failures.delete(email);
    },
  };
}
