import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from "rate-limiter-flexible";
import { addressKey } from "./client-address";
import { env } from "./env";
import { redis } from "./redis";

function limiter(keyPrefix: string, points: number): RateLimiterAbstract {
  const options = { keyPrefix, points, duration: env.RATE_LIMIT_WINDOW_SECONDS };
  // Redis when several app hosts share the load, so the limit holds across them; while Redis is
  // away each host counts on its own (the insurance) rather than letting every attempt through.
  return redis
    ? new RateLimiterRedis({
        ...options,
        storeClient: redis,
        insuranceLimiter: new RateLimiterMemory(options),
      })
    : new RateLimiterMemory(options);
}

export type RateLimitResult = { limited: false } | { limited: true; retryAfterSeconds: number };

/** Every 429 says when to try again (RFC 9110 Retry-After, in seconds). */
export const retryAfterHeaders = (limit: { retryAfterSeconds: number }) => ({
  "Retry-After": String(Math.max(1, limit.retryAfterSeconds)),
});

/** Minutes to wait, as the German messages say it (at least one). */
export const retryAfterMinutes = (limit: { retryAfterSeconds: number }) =>
  Math.max(1, Math.ceil(limit.retryAfterSeconds / 60));

const accountKey = (account: string) => account.trim().toLowerCase();

/**
 * Limits of an action (login, registration code, password reset, unlock codes): every
 * attempt counts against the client's address; `record` counts an event against the account (an
 * email or a user id: a failed login, a mail sent, a wrong code), so a user is not locked out by
 * their own successes.
 */
export function actionLimit(name: string) {
  const ipLimit = limiter(`${name}-ip`, env.RATE_LIMIT_PER_IP);
  const accountLimit = limiter(`${name}-account`, env.RATE_LIMIT_PER_EMAIL);
  return {
    async check(ip: string, account: string): Promise<RateLimitResult> {
      try {
        await ipLimit.consume(addressKey(ip));
        const state = await accountLimit.get(accountKey(account));
        if (state && state.consumedPoints >= env.RATE_LIMIT_PER_EMAIL) {
          return { limited: true, retryAfterSeconds: Math.ceil(state.msBeforeNext / 1000) };
        }
        return { limited: false };
      } catch (error) {
        if (error instanceof RateLimiterRes) {
          return { limited: true, retryAfterSeconds: Math.ceil(error.msBeforeNext / 1000) };
        }
        throw error;
      }
    },
    async record(account: string): Promise<void> {
      await accountLimit.penalty(accountKey(account), 1);
    },
    async clear(account: string): Promise<void> {
      await accountLimit.delete(accountKey(account));
    },
  };
}

export const loginLimit = actionLimit("login");

/**
 * At most `points` events per key in `seconds` (a script's calls, e.g. the conference's signals):
 * `check` counts one and says whether it is over.
 */
export function countLimit(name: string, points: number, seconds: number) {
  const options = { keyPrefix: name, points, duration: seconds };
  const counter: RateLimiterAbstract = redis
    ? new RateLimiterRedis({
        ...options,
        storeClient: redis,
        insuranceLimiter: new RateLimiterMemory(options),
      })
    : new RateLimiterMemory(options);
  return {
    async check(key: string): Promise<RateLimitResult> {
      try {
        await counter.consume(key);
        return { limited: false };
      } catch (error) {
        if (error instanceof RateLimiterRes)
          return { limited: true, retryAfterSeconds: Math.ceil(error.msBeforeNext / 1000) };
        throw error;
      }
    },
  };
}
