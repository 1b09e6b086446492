import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from "rate-limiter-flexible";
import { env } from "./env";
import { redis } from "./redis";

function limiter(keyPrefix: string, points: number): RateLimiterAbstract {
  const options = { keyPrefix, points, duration: env.RATE_LIMIT_WINDOW_SECONDS };
  // Redis when several app hosts share the load, so the limit holds across them.
  return redis ? new RateLimiterRedis({ ...options, storeClient: redis }) : new RateLimiterMemory(options);
}

export type RateLimitResult = { limited: false } | { limited: true; retryAfterSeconds: number };

const emailKey = (email: string) => email.trim().toLowerCase();

/**
 * Limits of an action (design.md: login, registration code, password reset): every attempt counts
 * against the IP; `record` counts an event against the email (a failed login, a mail sent, a wrong
 * code), so a user is not locked out by their own successes.
 */
export function actionLimit(name: string) {
  const ipLimit = limiter(`${name}-ip`, env.RATE_LIMIT_PER_IP);
  const emailLimit = limiter(`${name}-email`, env.RATE_LIMIT_PER_EMAIL);
  return {
    async check(ip: string, email: string): Promise<RateLimitResult> {
      try {
        await ipLimit.consume(ip);
        const state = await emailLimit.get(emailKey(email));
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
    async record(email: string): Promise<void> {
      await emailLimit.penalty(emailKey(email), 1);
    },
    async clear(email: string): Promise<void> {
      await emailLimit.delete(emailKey(email));
    },
  };
}

export const loginLimit = actionLimit("login");
