import { describe, expect, it } from "vitest";
import * as landing from "~/routes/_index";
import * as root from "~/root";
import { DEMO_DOCTOR_ANALYTICS } from "../fixtures/people";
import { call, CookieJar, DEMO_PASSWORD } from "./helpers";

type RootData = { analytics: Record<string, unknown> | null; gtmId: string | null };

// Spec §7: the data layer's viewer context comes with the root data; no tag manager unless configured.
describe("analytics context in the root data", () => {
  it("is null for anonymous viewers, and no tag manager is configured", async () => {
    const data = (await call(root.loader, { path: "/fachgebiete" })).data as RootData;
    expect(data.analytics).toBeNull();
    expect(data.gtmId).toBeNull();
  });

  it("holds id, type and interests of a signed-in viewer, never email or name", async () => {
    const jar = new CookieJar();
    jar.store(
      await call(landing.action, {
        path: "/?index",
        form: { email: "arzt@example.com", password: DEMO_PASSWORD },
      }),
    );
    const data = (await call(root.loader, { path: "/home", cookie: jar.header() })).data as RootData;
    expect(data.analytics).toMatchObject(DEMO_DOCTOR_ANALYTICS);
    expect(data.analytics?.user_interest).toHaveLength(7);
    const text = JSON.stringify(data.analytics);
    expect(text).not.toMatch(/arzt@example\.com|Markus|Hoffmann/);
  });
});
