import { afterEach, describe, expect, it, vi } from "vitest";
import {
  boundedFrameStream,
  latestStateStream,
  type FrameSink,
  type StateSink,
} from "./live-event-stream.server";

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

describe("boundedFrameStream: the conference room's body", () => {
  it("keeps every frame for a reader that keeps up, and drops a reader that falls too far behind", async () => {
    let sink: FrameSink | undefined;
    const stopped = vi.fn();
    const body = boundedFrameStream({
      keepAliveMs: 60_000,
      maxQueuedBytes: 100,
      start: (given) => (sink = given),
      stopped,
    });
    const reader = body.getReader();
    sink!.write(frame("a".repeat(60)));
    expect(decoder.decode((await reader.read()).value)).toBe("a".repeat(60));
    sink!.write(frame("b".repeat(60)));
    expect(stopped).not.toHaveBeenCalled();
    // Not read: the next one would pass the bound.
    sink!.write(frame("c".repeat(60)));
    expect(stopped).toHaveBeenCalledOnce();
    await expect(reader.read()).rejects.toThrow("fell behind");
  });
});
