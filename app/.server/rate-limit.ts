import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from "rate-limiter-flexible";
import { env } from "./env";
import { redis } from "./redis";

function limiter(keyPrefix: string, points: number): RateLimiterAbstract {
  const options = { keyPrefix, points, duration: env.LOGIN_LIMIT_WINDOW_SECONDS };
  // Redis when several app hosts share the load, so the limit holds across them.
  return redis ? new RateLimiterRedis({ ...options, storeClient: redis }) : new RateLimiterMemory(options);
}

const perIp = limiter("login-ip", env.LOGIN_LIMIT_PER_IP);
const perEmail = limiter("login-email", env.LOGIN_LIMIT_PER_EMAIL);

export type RateLimitResult = { limited: false } | { limited: true; retryAfterSeconds: number };

const emailKey = (email: string) => email.trim().toLowerCase();

/** Every login attempt counts against the IP; only failed ones against the email (so a user is not locked out by their own successes). */
export async function checkLoginLimit(ip: string, email: string): Promise<RateLimitResult> {
  try {
    await perIp.consume(ip);
    const emailState = await perEmail.get(emailKey(email));
    if (emailState && emailState.consumedPoints >= env.LOGIN_LIMIT_PER_EMAIL) {
      return { limited: true, retryAfterSeconds: Math.ceil(emailState.msBeforeNext / 1000) };
    }
    return { limited: false };
  } catch (error) {
    if (error instanceof RateLimiterRes)
      return { limited: true, retryAfterSeconds: Math.ceil(error.msBeforeNext / 1000) };
    throw error;
  }
}

export async function recordLoginFailure(email: string): Promise<void> {
  await perEmail.penalty(emailKey(email), 1);
}

export async function clearLoginFailures(email: string): Promise<void> {
  await perEmail.delete(emailKey(email));
}
