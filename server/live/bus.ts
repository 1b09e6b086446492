import { EventEmitter } from "node:events";
import { Redis } from "ioredis";
import { Repeater, SlidingBuffer } from "graphql-yoga";
import { env } from "../env.ts";

/**
 * Live session changes: "livestream N is now at version V". In-process by default; with
 * REDIS_URL through Redis pub/sub, so every API process on the shared database hears every change.
 * Subscribers read the state itself from the database, so only the newest version matters: each
 * keeps one pending version (a sliding buffer) and a slow one skips straight to the latest.
 */
export interface LiveBus {
  publish(livestreamId: number, version: number): void;
  subscribe(livestreamId: number): AsyncIterableIterator<number>;
  close(): Promise<void>;
}

const topic = (livestreamId: number) => `live-session:${livestreamId}`;

export function createLiveBus(redisUrl = env.REDIS_URL): LiveBus {
  const local = new EventEmitter();
  // Subscriptions end with the bus, so a shutdown does not wait for open event streams.
  const closing = new EventEmitter();
  closing.setMaxListeners(0);
  const listen = (name: string, onStop?: () => void) => listenOn(local, closing, name, onStop);
  // Thousands of subscribers of one session are the point, not a leak.
  local.setMaxListeners(0);
  if (!redisUrl) {
    return {
      publish: (livestreamId, version) => local.emit(topic(livestreamId), version),
      subscribe: (livestreamId) => listen(topic(livestreamId)),
      close: async () => void closing.emit("close"),
    };
  }
  const publisher = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  const subscriber = new Redis(redisUrl);
  for (const connection of [publisher, subscriber])
    connection.on("error", (error: Error) => console.warn(`live bus: Redis ${error.name}: ${error.message}`));
  subscriber.on("message", (channel: string, message: string) => local.emit(channel, Number(message)));
  const counts = new Map<string, number>();
  return {
    publish: (livestreamId, version) => {
      publisher.publish(topic(livestreamId), String(version)).catch(() => {
        // Redis away: the change is stored; subscribers catch up with the next one or on resume.
      });
    },
    subscribe: (livestreamId) => {
      const name = topic(livestreamId);
      const count = counts.get(name) ?? 0;
      counts.set(name, count + 1);
      if (count === 0) void subscriber.subscribe(name).catch(() => undefined);
      return listen(name, () => {
        const left = (counts.get(name) ?? 1) - 1;
        if (left > 0) return counts.set(name, left);
        counts.delete(name);
        void subscriber.unsubscribe(name).catch(() => undefined);
      });
    },
    close: async () => {
      closing.emit("close");
      publisher.disconnect();
      subscriber.disconnect();
    },
  };
}

function listenOn(
  emitter: EventEmitter,
  closing: EventEmitter,
  name: string,
  onStop?: () => void,
): AsyncIterableIterator<number> {
  return new Repeater<number>((push, stop) => {
    const listener = (version: number) => void push(version);
    const end = () => stop();
    emitter.on(name, listener);
    closing.once("close", end);
    void stop.then(() => {
      emitter.off(name, listener);
      closing.off("close", end);
      onStop?.();
    });
  }, new SlidingBuffer(1));
}
