import { describe, expect, it } from "vitest";
import { followLiveEvents, type EventSourceLike, type LiveConnection, type LiveState } from "./live-events";

/** An EventSource the test drives. */
class FakeSource implements EventSourceLike {
  closed = false;
  private listeners = new Map<string, Array<(event: { data?: string }) => void>>();
  constructor(readonly url: string) {}
  addEventListener(type: string, listener: (event: { data?: string }) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data?: unknown) {
    for (const listener of this.listeners.get(type) ?? [])
      listener({ data: data === undefined ? undefined : JSON.stringify(data) });
  }
}

const state = (version: number) => ({ version, questions: [] }) as unknown as LiveState;

function follow(version = 3) {
  const sources: FakeSource[] = [];
  const timers: Array<{ run: () => void; ms: number; cancelled: boolean }> = [];
  const states: number[] = [];
  const connections: LiveConnection[] = [];
  let ended = 0;
  const stop = followLiveEvents({
    url: (after) => `/live/x/events?after=${after}`,
    version,
    open: (url) => {
      const source = new FakeSource(url);
      sources.push(source);
      return source;
    },
    onState: (next) => states.push(next.version),
    onConnection: (connection) => connections.push(connection),
    onEnded: () => ended++,
    schedule: (run, ms) => {
      const timer = { run, ms, cancelled: false };
      timers.push(timer);
      return () => (timer.cancelled = true);
    },
    random: () => 0.5,
  });
  return { sources, timers, states, connections, stop, ended: () => ended };
}

describe("followLiveEvents", () => {
  it("takes each newer state once, in order, and ignores ones it has", () => {
    const { sources, states } = follow(3);
    expect(sources[0]?.url).toBe("/live/x/events?after=3");
    sources[0]!.emit("open");
    for (const version of [2, 3, 4, 4, 6, 5]) sources[0]!.emit("state", state(version));
    expect(states).toEqual([4, 6]);
  });

  it("after a lost connection opens again with the newest version, waiting 1, 2, 4 … 30 s", () => {
    const { sources, timers, states, connections } = follow(3);
    sources[0]!.emit("state", state(5));
    sources[0]!.emit("error");
    expect(sources[0]!.closed).toBe(true);
    expect(connections).toEqual(["lost"]);
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 7; attempt++) {
      const timer = timers.at(-1)!;
      waits.push(timer.ms);
      timer.run();
      expect(sources.at(-1)!.url).toBe("/live/x/events?after=5");
      sources.at(-1)!.emit("error");
    }
    expect(waits).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
    // Back: the wait starts small again, and what was missed arrives once.
    timers.at(-1)!.run();
    sources.at(-1)!.emit("open");
    sources.at(-1)!.emit("state", state(7));
    expect(states).toEqual([5, 7]);
    expect(connections.at(-1)).toBe("open");
    sources.at(-1)!.emit("error");
    expect(timers.at(-1)!.ms).toBe(1000);
  });

  it("stops for good when the session ends or the page goes", () => {
    const ended = follow();
    ended.sources[0]!.emit("ended");
    expect(ended.ended()).toBe(1);
    ended.sources[0]!.emit("error");
    expect(ended.timers).toEqual([]);

    const left = follow();
    left.sources[0]!.emit("error");
    left.stop();
    expect(left.timers[0]!.cancelled).toBe(true);
  });
});
