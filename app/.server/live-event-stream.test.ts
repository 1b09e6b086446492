import { afterEach, describe, expect, it, vi } from "vitest";
import { latestStateStream, type StateSink } from "./live-event-stream";

const encoder = new TextEncoder();
const decoder = new TextDecoder();
const frame = (text: string) => encoder.encode(text);

function open(keepAliveMs = 60_000) {
  let sink: StateSink | undefined;
  const stopped = vi.fn();
  const body = latestStateStream({
    keepAliveMs,
    first: frame("retry"),
    start: (given) => (sink = given),
    stopped,
  });
  const reader = body.getReader();
  const read = async () => {
    const { done, value } = await reader.read();
    return done ? "(done)" : decoder.decode(value);
  };
  return { sink: sink!, read, stopped };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("latestStateStream: a live event stream's body", () => {
  it("a reader that falls behind gets the newest state next, not every version in between", async () => {
    const { sink, read, stopped } = open();
    for (let version = 1; version <= 100; version++) sink.state(frame(`state ${version}`));
    expect(await read()).toBe("retry");
    expect(await read()).toBe("state 100");
    // Keeping up again, it gets every state.
    sink.state(frame("state 101"));
    expect(await read()).toBe("state 101");
    sink.state(frame("state 102"));
    expect(await read()).toBe("state 102");
    sink.end(frame("ended"));
    expect(await read()).toBe("ended");
    expect(await read()).toBe("(done)");
    expect(stopped).toHaveBeenCalledTimes(1);
  });

  it("sends keep-alives only while the reader keeps up", async () => {
    vi.useFakeTimers();
    const { sink, read } = open(1_000);
    // The first frame is not taken: no keep-alive piles up behind it.
    await vi.advanceTimersByTimeAsync(5_000);
    expect(await read()).toBe("retry");
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await read()).toBe(": keep-alive\n\n");
    sink.state(frame("state 1"));
    expect(await read()).toBe("state 1");
    sink.end();
    expect(await read()).toBe("(done)");
  });

  it("stops once when the reader cancels, and takes nothing after", async () => {
    const stopped = vi.fn();
    let sink: StateSink | undefined;
    const body = latestStateStream({
      keepAliveMs: 60_000,
      first: frame("retry"),
      start: (given) => (sink = given),
      stopped,
    });
    await body.cancel();
    sink!.state(frame("state 1"));
    sink!.end(frame("ended"));
    expect(stopped).toHaveBeenCalledTimes(1);
  });
});
