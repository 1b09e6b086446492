import { describe, expect, it } from "vitest";
import * as tour from "~/routes/tour";
import * as root from "~/root";
import type { FlashMessage } from "~/lib/flash";
import { api, call, CookieJar, signedIn } from "./helpers";

// The guided tour's end (spec §4): skip and finish record it upstream (finishTour), so it
// does not start again; anything else changes nothing.

type RootData = { flash: FlashMessage | null; user: { showTour: boolean } | null };
const rootOf = async (jar: CookieJar) =>
  jar.store(await call(root.loader, { path: "/home", cookie: jar.header() })).data as RootData;

async function tourUser() {
  const { email } = await api.createUser({ like: "arzt@example.com", show_tour: true });
  return signedIn(email);
}

describe("/tour", () => {
  it.each(["skip", "finish"])("%s records the end and goes back to the page", async (intent) => {
    const jar = await tourUser();
    expect((await rootOf(jar)).user?.showTour).toBe(true);
    const ended = jar.store(
      await call(tour.action, { path: "/tour", cookie: jar.header(), form: { intent, redirectTo: "/home" } }),
    );
    expect(ended.status).toBe(303);
    expect(ended.location).toBe("/home");
    const after = await rootOf(jar);
    expect(after.user?.showTour).toBe(false);
    expect(after.flash).toEqual({ kind: "success", messages: [{ key: `frame:tour.${intent}_done` }] });
  });

  it("refuses an unknown intent and a foreign redirect, and leaves the tour on", async () => {
    const jar = await tourUser();
    const refused = jar.store(
      await call(tour.action, {
        path: "/tour",
        cookie: jar.header(),
        form: { intent: "later", redirectTo: "https://evil.example/" },
      }),
    );
    expect(refused.location).toBe("/home");
    const after = await rootOf(jar);
    expect(after.user?.showTour).toBe(true);
    expect(after.flash).toEqual({ kind: "error", messages: [{ key: "frame:tour.failed" }] });
  });
});
