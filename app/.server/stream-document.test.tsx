import { Suspense } from "react";
import { describe, expect, it } from "vitest";
import { streamDocument } from "./stream-document";

const timers = () => process.getActiveResourcesInfo().filter((kind) => kind === "Timeout").length;

const options = (overrides: Partial<Parameters<typeof streamDocument>[1]> = {}) => ({
  nonce: "n0nce",
  status: 200,
  headers: new Headers({ "Content-Type": "text/html" }),
  allAtOnce: false,
  abortAfterMs: 60_000,
  shellFailed: () => new Response("fallback", { status: 500 }),
  failedLate: () => {},
  ...overrides,
});

// Suspends for good: only the abort ends its boundary.
const never = new Promise<never>(() => {});
function Forever(): never {
  throw never;
}

describe("streamDocument", () => {
  for (const allAtOnce of [false, true]) {
    it(`answers the page and leaves no timer behind once it is rendered (${allAtOnce ? "bots" : "people"})`, async () => {
      const before = timers();
      const response = await streamDocument(<p>Hallo</p>, options({ allAtOnce }));
      expect(response.status).toBe(200);
      expect(await response.text()).toBe("<p>Hallo</p>");
      // The abort timer went with the render: held for its delay, it kept every page in memory for
      // that long (the app's memory in `npm run bench`, decision 021).
      expect(timers()).toBe(before);
    });
  }

  it("gives up a part that never comes after the delay, with its fallback in place", async () => {
    const response = await streamDocument(
      <main>
        <Suspense fallback={<i>lädt</i>}>
          <Forever />
        </Suspense>
      </main>,
      options({ abortAfterMs: 50 }),
    );
    const html = await response.text();
    expect(html).toContain("<i>lädt</i>");
    expect(html).toContain("</main>");
  });

  it("answers with the fallback when not even the shell renders", async () => {
    function Broken(): never {
      throw new Error("kaputt");
    }
    const response = await streamDocument(<Broken />, options());
    expect(response.status).toBe(500);
    expect(await response.text()).toBe("fallback");
  });
});
