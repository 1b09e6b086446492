import { afterEach, describe, expect, it, vi } from "vitest";
import {
  fetchEventStream,
  followLiveEvents,
  type EventSourceLike,
  type LiveConnection,
  type LiveState,
  type StreamEvent,
} from "./live-events";

/** An EventSource the test drives. */
class FakeSource implements EventSourceLike {
  closed = false;
  private listeners = new Map<string, Array<(event: StreamEvent) => void>>();
  constructor(readonly url: string) {}
  addEventListener(type: string, listener: (event: StreamEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data?: unknown) {
    for (const listener of this.listeners.get(type) ?? [])
      listener({ data: data === undefined ? undefined : JSON.stringify(data) });
  }
  refuse(status: number, retryAfterSeconds: number | null, message = "") {
    for (const listener of this.listeners.get("refused") ?? [])
      listener({ status, retryAfterSeconds, data: message });
  }
}

const state = (version: number) => ({ version, questions: [] }) as unknown as LiveState;

function follow(version = 3) {
  const sources: FakeSource[] = [];
  const timers: Array<{ run: () => void; ms: number; cancelled: boolean }> = [];
  const states: number[] = [];
  const connections: LiveConnection[] = [];
  const notices: Array<string | undefined> = [];
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
    onConnection: (connection, notice) => {
      connections.push(connection);
      notices.push(notice);
    },
    onEnded: () => ended++,
    schedule: (run, ms) => {
      const timer = { run, ms, cancelled: false };
      timers.push(timer);
      return () => (timer.cancelled = true);
    },
    random: () => 0.5,
  });
  return { sources, timers, states, connections, notices, stop, ended: () => ended };
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

  it("a refusal shows the app's message and waits at least its Retry-After, spread later, never sooner", () => {
    const { sources, timers, connections, notices } = follow(3);
    const message = "Du hast die Live-Sitzung schon in mehreren Fenstern geöffnet.";
    sources[0]!.refuse(429, 30, message);
    expect(sources[0]!.closed).toBe(true);
    expect(connections).toEqual(["refused"]);
    expect(notices).toEqual([message]);
    // random 0.5: a quarter of the spread on top of the 30 s.
    expect(timers[0]!.ms).toBe(30_000 * 1.125);
    timers[0]!.run();
    expect(sources).toHaveLength(2);
    sources[1]!.refuse(503, 30, "Die Live-Sitzung ist gerade sehr gefragt.");
    expect(timers[1]!.ms).toBe(30_000 * 1.125);
    // Let in at last: the next loss starts small again.
    timers[1]!.run();
    sources[2]!.emit("open");
    expect(connections.at(-1)).toBe("open");
    sources[2]!.emit("error");
    expect(timers[2]!.ms).toBe(1000);
  });

  it("401 and 404 stop following and reload the page's data", () => {
    for (const status of [401, 404]) {
      const { sources, timers, ended } = follow();
      sources[0]!.refuse(status, null);
      expect(ended()).toBe(1);
      expect(sources[0]!.closed).toBe(true);
      expect(timers).toEqual([]);
    }
  });
});

describe("fetchEventStream", () => {
  afterEach(() => vi.unstubAllGlobals());

  const collect = (source: EventSourceLike, types: string[]) => {
    const seen: Array<{ type: string } & StreamEvent> = [];
    for (const type of types) source.addEventListener(type, (event) => seen.push({ type, ...event }));
    return seen;
  };
  const until = async (done: () => boolean) => {
    const deadline = Date.now() + 2000;
    while (!done()) {
      if (Date.now() > deadline) throw new Error("timed out");
      await new Promise((resolve) => setImmediate(resolve));
    }
  };

  it("passes a refusal's status, Retry-After and German message on", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(
        async () =>
          new Response("Die Live-Sitzung ist gerade sehr gefragt.", {
            status: 503,
            headers: { "Retry-After": "30", "Content-Type": "text/plain; charset=utf-8" },
          }),
      ),
    );
    const seen = collect(fetchEventStream("/live/x/events"), ["open", "refused", "error"]);
    await until(() => seen.length > 0);
    expect(seen).toEqual([
      {
        type: "refused",
        status: 503,
        retryAfterSeconds: 30,
        data: "Die Live-Sitzung ist gerade sehr gefragt.",
      },
    ]);
  });

  it("reads the events of a stream split anywhere, and a stream that stops is lost", async () => {
    const text =
      'retry: 3000\n\n: keep-alive\n\nid: 4\nevent: state\ndata: {"version":4}\n\nevent: ended\ndata: {}\n\n';
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        const bytes = new TextEncoder().encode(text);
        for (let i = 0; i < bytes.length; i += 7) controller.enqueue(bytes.slice(i, i + 7));
        controller.close();
      },
    });
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(body, { headers: { "Content-Type": "text/event-stream" } })),
    );
    const seen = collect(fetchEventStream("/live/x/events"), ["open", "state", "ended", "error"]);
    await until(() => seen.some((event) => event.type === "error"));
    expect(seen).toEqual([
      { type: "open" },
      { type: "state", data: '{"version":4}' },
      { type: "ended", data: "{}" },
      { type: "error" },
    ]);
  });
});
