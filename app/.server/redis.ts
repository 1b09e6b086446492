import { Redis } from "ioredis";
import { env } from "./env";

/** One shared connection for sessions and rate limits when REDIS_URL is set. */
export const redis = env.REDIS_URL ? new Redis(env.REDIS_URL, { maxRetriesPerRequest: 2 }) : null;
