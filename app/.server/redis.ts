import { Redis } from "ioredis";
import { env } from "./env";
import { log } from "./log";

/**
 * One shared connection for sessions and rate limits when REDIS_URL is set. While Redis is away a
 * command waits at most a second (also in the offline queue), so pages answer 503 at once instead
 * of hanging; the client reconnects by itself.
 */
export const redis = env.REDIS_URL
  ? new Redis(env.REDIS_URL, { maxRetriesPerRequest: 1, commandTimeout: 1_000 })
  : null;
// A line per failed (re)connect while Redis is away, instead of ioredis' unhandled error events.
redis?.on("error", (error: Error) => log.warn("redis connection failed", { cause: error.name }));
