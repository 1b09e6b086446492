import { afterEach, describe, expect, it, vi } from "vitest";
import {
  fetchEventStream,
  followLiveEvents,
  HIDDEN_GRACE_MS,
  type EventSourceLike,
  type LiveConnection,
  type LiveState,
  type PageVisibility,
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

/** A tab the test hides and shows. */
class FakeVisibility implements PageVisibility {
  private listeners: Array<() => void> = [];
  constructor(public isHidden = false) {}
  hidden() {
    return this.isHidden;
  }
  onChange(listener: () => void) {
    this.listeners.push(listener);
    return () => (this.listeners = this.listeners.filter((other) => other !== listener));
  }
  set(hidden: boolean) {
    this.isHidden = hidden;
    for (const listener of this.listeners) listener();
  }
}

function follow(
  version = 3,
  {
    visibility = new FakeVisibility(),
    hold = () => false,
  }: { visibility?: FakeVisibility; hold?: () => boolean } = {},
) {
  const sources: FakeSource[] = [];
  const timers: Array<{ run: () => void; ms: number; cancelled: boolean; ran?: boolean }> = [];
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
      const timer = {
        run: () => {
          timer.ran = true;
          run();
        },
        ms,
        cancelled: false,
        ran: false,
      };
      timers.push(timer);
      return () => (timer.cancelled = true);
    },
    random: () => 0.5,
    visibility,
    holdWhileHidden: hold,
  });
  /** The timers still due, as a browser would run them. */
  const due = () => timers.filter((timer) => !timer.cancelled && !timer.ran);
  return { sources, timers, due, states, connections, notices, stop, ended: () => ended, visibility };
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

describe("followLiveEvents in a hidden tab", () => {
  it("lets its stream go after the grace, without a word, and catches up at once when shown", () => {
    const { sources, due, states, connections, visibility } = follow(3);
    sources[0]!.emit("open");
    sources[0]!.emit("state", state(5));
    visibility.set(true);
    expect(sources[0]!.closed).toBe(false);
    expect(due().map((timer) => timer.ms)).toEqual([HIDDEN_GRACE_MS]);
    due()[0]!.run();
    expect(sources[0]!.closed).toBe(true);
    // Closed on purpose: no "lost", and no retry while hidden.
    expect(connections).toEqual(["open"]);
    expect(sources).toHaveLength(1);
    visibility.set(false);
    expect(sources).toHaveLength(2);
    expect(sources[1]!.url).toBe("/live/x/events?after=5");
    sources[1]!.emit("open");
    sources[1]!.emit("state", state(8));
    expect(states).toEqual([5, 8]);
    expect(connections).toEqual(["open", "open"]);
  });

  it("keeps the stream when the tab is shown again within the grace", () => {
    const { sources, timers, due, visibility } = follow(3);
    sources[0]!.emit("open");
    visibility.set(true);
    visibility.set(false);
    expect(timers[0]!.cancelled).toBe(true);
    expect(due()).toEqual([]);
    expect(sources).toHaveLength(1);
    expect(sources[0]!.closed).toBe(false);
  });

  it("a refused tab hidden meanwhile still waits the Retry-After, then connects once shown", () => {
    const { sources, due, visibility } = follow(3);
    sources[0]!.refuse(429, 30, "Zu viele Fenster.");
    visibility.set(true);
    due()
      .find((timer) => timer.ms === HIDDEN_GRACE_MS)!
      .run();
    // Shown before the wait is over: still waits.
    visibility.set(false);
    visibility.set(true);
    expect(sources).toHaveLength(1);
    for (const timer of due()) if (timer.ms === HIDDEN_GRACE_MS) timer.run();
    // Due while hidden: not yet, but at once when shown.
    due()
      .find((timer) => timer.ms === 30_000 * 1.125)!
      .run();
    expect(sources).toHaveLength(1);
    visibility.set(false);
    expect(sources).toHaveLength(2);
  });

  it("a tab opened in the background connects when it is first shown", () => {
    const { sources, visibility } = follow(3, { visibility: new FakeVisibility(true) });
    expect(sources).toEqual([]);
    visibility.set(false);
    expect(sources.map((source) => source.url)).toEqual(["/live/x/events?after=3"]);
  });

  it("a tab that holds its stream (in the conference) keeps it while hidden, and lets go once it no longer holds", () => {
    let inCall = true;
    const { sources, due, states, visibility } = follow(3, { hold: () => inCall });
    sources[0]!.emit("open");
    visibility.set(true);
    due()[0]!.run();
    due()[0]!.run();
    expect(sources[0]!.closed).toBe(false);
    sources[0]!.emit("state", state(4));
    expect(states).toEqual([4]);
    inCall = false;
    due()[0]!.run();
    expect(sources[0]!.closed).toBe(true);
  });

  it("stops listening to the tab's visibility when it stops", () => {
    const { sources, stop, visibility } = follow(3);
    stop();
    visibility.set(true);
    visibility.set(false);
    expect(sources).toHaveLength(1);
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
