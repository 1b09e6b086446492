import { afterEach, describe, expect, it, vi } from "vitest";
import { DEMO_DOCTOR_ANALYTICS } from "../../tests/fixtures/people";
import { buildPayload, pageTypeFor, setAnalyticsUser, track, type AnalyticsUser } from "./analytics";

const user: AnalyticsUser = {
  user_id: "u-1",
  ...DEMO_DOCTOR_ANALYTICS,
  user_interest: ["kardiologie", "neurologie"],
};

describe("pageTypeFor", () => {
  it("names a page by its first path segment", () => {
    expect(pageTypeFor("/")).toBe("landing");
    expect(pageTypeFor("/home")).toBe("home");
    expect(pageTypeFor("/video/herz")).toBe("video");
    expect(pageTypeFor("/fachgebiete/kardiologie")).toBe("fachgebiete");
  });
});

describe("buildPayload", () => {
  it("gives anonymous viewers only their status and the page type", () => {
    const payload = buildPayload("click_navigation", { page_title: "Fachgebiete" }, null, "/fachgebiete");
    expect(payload).toEqual({
      event: "click_navigation",
      page_title: "Fachgebiete",
      user_status: "anonymous",
      login_status: "logged_out",
      pageType: "fachgebiete",
    });
    expect(payload).not.toHaveProperty("user_id");
    expect(payload).not.toHaveProperty("user_type");
  });

  it("adds id, type and interests for logged-in viewers", () => {
    const payload = buildPayload("topic_timestamp_clicked", { seconds: 90 }, user, "/video/herz");
    expect(payload).toMatchObject({
      event: "topic_timestamp_clicked",
      seconds: 90,
      user_status: "accepted",
      login_status: "logged_in",
      pageType: "video",
      user_id: "u-1",
      user_type: user.user_type,
      user_interest: ["kardiologie", "neurologie"],
    });
  });

  it("does not let event data overwrite the context", () => {
    const payload = buildPayload(
      "click_navigation",
      { user_id: "x", login_status: "x", event: "x" },
      user,
      "/",
    );
    expect(payload.user_id).toBe("u-1");
    expect(payload.login_status).toBe("logged_in");
    expect(payload.event).toBe("click_navigation");
  });

  it("carries no personal data beyond the id", () => {
    const text = JSON.stringify(buildPayload("tour_start", {}, user, "/home"));
    expect(text).not.toMatch(/@|first_name|last_name|email|token/);
  });
});

describe("track", () => {
  afterEach(() => {
    setAnalyticsUser(null);
    vi.unstubAllGlobals();
  });

  it("pushes to window.dataLayer with the current viewer", () => {
    const fakeWindow = { location: { pathname: "/video/herz" } } as { dataLayer?: unknown[] };
    vi.stubGlobal("window", fakeWindow);
    setAnalyticsUser(user);
    track("citation_timestamp_clicked", { seconds: 12 });
    expect(fakeWindow.dataLayer).toEqual([
      expect.objectContaining({
        event: "citation_timestamp_clicked",
        seconds: 12,
        user_id: "u-1",
        pageType: "video",
      }),
    ]);
  });
});
