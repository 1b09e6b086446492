import { Suspense } from "react";
import { PassThrough, type Writable } from "node:stream";
import { renderToPipeableStream, renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { renderedChunks } from "./rendered-chunks.server";

function collect(element: React.ReactElement, body: Writable & NodeJS.ReadableStream = renderedChunks()) {
  return new Promise<Buffer[]>((resolve, reject) => {
    const chunks: Buffer[] = [];
    body.on("data", (chunk: Buffer) => chunks.push(chunk));
    body.on("end", () => resolve(chunks));
    body.on("error", reject);
    const { pipe } = renderToPipeableStream(element, { onShellReady: () => pipe(body), onError: reject });
  });
}

// Many umlauts across many of React's 2 KB pieces: where one ends mid-character, React 18.3 pads it
// with zero bytes. Runs of umlauts after 0–2 letters make a piece end inside a character often.
const paragraphs = Array.from(
  { length: 400 },
  (_, i) => `${"F".repeat(i % 3)}${i}: Übersicht über Äußerungen ${"ä".repeat(40 + (i % 7))}`,
);
const Page = () => (
  <main>
    {paragraphs.map((text) => (
      <p key={text}>{text}</p>
    ))}
  </main>
);

describe("renderedChunks", () => {
  it("sends a page React writes in one batch as one chunk, byte for byte, without zero bytes", async () => {
    // React's own output has them here, or this test would prove nothing.
    expect(Buffer.concat(await collect(<Page />, new PassThrough())).includes(0)).toBe(true);
    const chunks = await collect(<Page />);
    const html = Buffer.concat(chunks);
    expect(html.length).toBeGreaterThan(8 * 2048);
    expect(chunks).toHaveLength(1);
    expect(html.includes(0)).toBe(false);
    expect(html.toString("utf8")).toBe(renderToStaticMarkup(<Page />));
  });

  it("still streams: a boundary that finishes later arrives as a chunk of its own", async () => {
    // React 18's way to suspend: throw a promise until the value is there.
    let value: string | null = null;
    let finish: () => void = () => undefined;
    const later = new Promise<void>((resolve) => (finish = resolve));
    const Later = () => {
      if (value === null) throw later;
      return <p>{value}</p>;
    };
    const chunks: Buffer[] = [];
    const done = new Promise<void>((resolve, reject) => {
      const body = renderedChunks();
      body.on("data", (chunk: Buffer) => {
        chunks.push(chunk);
        // The shell is out before the boundary resolves.
        if (chunks.length === 1) {
          value = "Später geladen";
          finish();
        }
      });
      body.on("end", resolve);
      const { pipe } = renderToPipeableStream(
        <div>
          <Page />
          <Suspense fallback={<p>Lädt …</p>}>
            <Later />
          </Suspense>
        </div>,
        { onShellReady: () => pipe(body), onError: reject },
      );
    });
    await done;
    expect(chunks.length).toBeGreaterThanOrEqual(2);
    const [shell] = chunks.map(String);
    expect(shell).toContain("Lädt …");
    expect(shell).not.toContain("Später geladen");
    expect(Buffer.concat(chunks).toString()).toContain("Später geladen");
  });
});
