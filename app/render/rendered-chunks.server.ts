import { Transform } from "node:stream";
import { renderTricksOn } from "./switch";

/**
 * The rendered page as one chunk per flush of React's, without zero bytes.
 *
 * React 18.3's Node renderer writes 2 KB pieces and calls `flush()` when a batch (the shell, a
 * finished boundary) is complete. Each piece passed on is a hop through the web stream and a socket
 * write (/home has about 50), so the pieces are gathered and sent as one chunk per batch (decision 021).
 * Streaming stays: a boundary that finishes later is a batch of its own.
 * The zero bytes: writeStringChunk sends its whole 2 KB buffer when the next character needs more
 * bytes than are left, so one or two got into pages before umlauts. In UTF-8 a zero byte
 * is only ever U+0000, which no page has. They are cut out with the native search, not byte by byte:
 * a per-byte filter cost /profile/certificates an eighth of its render time.
 */
export function renderedChunks(): Transform & { flush(): void } {
  let pieces: Buffer[] = [];
  const gathered = () => {
    const chunk = Buffer.concat(pieces);
    pieces = [];
    return chunk;
  };
  const stream = new Transform({
    // Ended, it is not destroyed: a 'close' then would make React end the stream a second time (an
    // error object per page). A browser that goes away still destroys it, and React stops rendering.
    autoDestroy: false,
    transform(piece: Buffer, _encoding, done) {
      pushWithoutZeroBytes(pieces, piece);
      // Tricks off: each piece as React wrote it (the zero bytes are cut all the same: a fix, not a trick).
      done(null, renderTricksOn() ? undefined : gathered());
    },
    flush(done) {
      done(null, pieces.length > 0 ? gathered() : null);
    },
  });
  return Object.assign(stream, {
    flush() {
      if (pieces.length > 0) stream.push(gathered());
    },
  });
}

function pushWithoutZeroBytes(pieces: Buffer[], piece: Buffer) {
  let start = 0;
  for (let zero = piece.indexOf(0); zero !== -1; zero = piece.indexOf(0, start)) {
    if (zero > start) pieces.push(piece.subarray(start, zero));
    start = zero + 1;
  }
  if (start < piece.length) pieces.push(start === 0 ? piece : piece.subarray(start));
}
