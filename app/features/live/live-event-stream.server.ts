/**
 * The body of a live event stream (decision 023) that holds at most one state its reader has not
 * taken. The front server reads a body only as fast as the connection takes it
 * (scripts/app-server.mjs), so a reader that falls behind fills the stream's queue; each state is
 * the whole state, so instead of queuing every version the stream keeps only the newest one until
 * the reader takes something, and a slow reader skips the versions in between. Keep-alives are
 * sent only while the reader keeps up.
 */
export interface StateSink {
  /** A state's frame: written now, or kept (replacing an older one) until the reader catches up. */
  state(frame: Uint8Array): void;
  /** Writes a last frame (dropping a state still kept), then ends the stream. */
  end(frame?: Uint8Array): void;
}

const KEEP_ALIVE = new TextEncoder().encode(": keep-alive\n\n");

/** Closing or failing a stream throws once its reader has cancelled it: then there is nothing to do. */
function quietly(action: () => void) {
  try {
    action();
  } catch {
    // already closed by the reader
  }
}

export function latestStateStream(options: {
  /** A comment this often keeps proxies from closing a quiet stream. */
  keepAliveMs: number;
  /** The first frame (the browser's reconnection delay). */
  first: Uint8Array;
  start(sink: StateSink): void;
  /** Runs once when the stream stops, whichever side stopped it. */
  stopped(): void;
}): ReadableStream<Uint8Array> {
  let open = true;
  let pending: Uint8Array | null = null;
  let keepAlive: NodeJS.Timeout | undefined;
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;

  const stop = () => {
    if (!open) return;
    open = false;
    pending = null;
    clearInterval(keepAlive);
    options.stopped();
  };
  const enqueue = (frame: Uint8Array) => {
    try {
      controller?.enqueue(frame);
    } catch {
      stop();
    }
  };
  // The queue holds one chunk: with it taken, the reader keeps up.
  const keepsUp = () => (controller?.desiredSize ?? 0) > 0;
  const sink: StateSink = {
    state(frame) {
      if (!open) return;
      if (keepsUp()) {
        pending = null;
        enqueue(frame);
      } else pending = frame;
    },
    end(frame) {
      if (!open) return;
      if (frame) enqueue(frame);
      stop();
      quietly(() => controller?.close());
    },
  };

  return new ReadableStream<Uint8Array>(
    {
      start(streamController) {
        controller = streamController;
        enqueue(options.first);
        keepAlive = setInterval(() => {
          if (keepsUp()) enqueue(KEEP_ALIVE);
        }, options.keepAliveMs);
        options.start(sink);
      },
      // The reader took a chunk: the state kept meanwhile (the newest) goes out.
      pull() {
        if (!open || !pending) return;
        const frame = pending;
        pending = null;
        enqueue(frame);
      },
      cancel() {
        stop();
      },
    },
    { highWaterMark: 1 },
  );
}

/** Frames that must all arrive, in order (the conference room's signals). */
export interface FrameSink {
  /** Queued for the reader; past the bound the reader is dropped instead. */
  write(frame: Uint8Array): void;
  /** Writes a last frame, then ends the stream. */
  end(frame?: Uint8Array): void;
}

/**
 * The body of a stream whose frames cannot be skipped (each signal is needed, unlike a state): at
 * most `maxQueuedBytes` wait for a reader. A reader that falls further behind (a stalled tab, a
 * script that does not read) is dropped: the stream fails, its queue is freed, and the browser's
 * EventSource comes back to the door. Keep-alives are sent only while the queue is empty.
 */
export function boundedFrameStream(options: {
  keepAliveMs: number;
  maxQueuedBytes: number;
  start(sink: FrameSink): void;
  /** Runs once when the stream stops, whichever side stopped it. */
  stopped(): void;
}): ReadableStream<Uint8Array> {
  let open = true;
  let keepAlive: NodeJS.Timeout | undefined;
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;

  const stop = () => {
    if (!open) return;
    open = false;
    clearInterval(keepAlive);
    options.stopped();
  };
  const room = () => controller?.desiredSize ?? 0;
  const enqueue = (frame: Uint8Array) => {
    if (!open) return;
    if (room() < frame.byteLength) {
      // The reader does not keep up: dropped rather than buffered without end.
      stop();
      quietly(() => controller?.error(new Error("the reader fell behind")));
      return;
    }
    try {
      controller?.enqueue(frame);
    } catch {
      stop();
    }
  };
  const sink: FrameSink = {
    write: enqueue,
    end(frame) {
      if (!open) return;
      if (frame) enqueue(frame);
      if (!open) return;
      stop();
      quietly(() => controller?.close());
    },
  };

  return new ReadableStream<Uint8Array>(
    {
      start(streamController) {
        controller = streamController;
        keepAlive = setInterval(() => {
          if (room() < options.maxQueuedBytes) return;
          enqueue(KEEP_ALIVE);
        }, options.keepAliveMs);
        options.start(sink);
      },
      cancel() {
        stop();
      },
    },
    { highWaterMark: options.maxQueuedBytes, size: (chunk) => chunk.byteLength },
  );
}
