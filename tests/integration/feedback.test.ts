import { describe, expect, it } from "vitest";
import * as feedback from "~/routes/feedback";
import { api, call, CookieJar, freshUser, signedIn } from "./helpers";

// The feedback dialog's action through the app.

const post = (form: Record<string, string>, jar = new CookieJar()) =>
  call(feedback.action, { path: "/feedback", form, cookie: jar.header() });

describe("/feedback", () => {
  it("sends back to the page with 'feedback sent'; only ever to a page of this site", async () => {
    const jar = await signedIn(await freshUser());
    const [video] = await api.contents("VOD", { access: "PUBLIC" });
    const sent = await post(
      { rating: "5", text: "Top", contentId: video!.id, redirectTo: `/video/${video!.slug}?dialog=feedback` },
      jar,
    );
    expect(sent.status).toBe(303);
    expect(sent.location).toBe(`/video/${video!.slug}`);
    const hostile = await post({ rating: "3", redirectTo: "//evil.example/x" }, jar);
    expect(hostile.location).toBe("/home");
  });

  it("keeps the text and says what is wrong; an anonymous visitor logs in first and comes back to the dialog", async () => {
    const jar = await signedIn(await freshUser());
    const refused = await post({ rating: "9", text: "Gut", redirectTo: "/home" }, jar);
    expect(refused.status).toBe(400);
    const result = (
      refused.data as { result: { error: Record<string, string[]>; initialValue: { text: string } } }
    ).result;
    expect(result.error.rating).toEqual(["Bitte wähle 1 bis 5 Sterne."]);
    expect(result.initialValue.text).toBe("Gut");
    const unknown = await post({ rating: "4", contentId: "999999", redirectTo: "/home" }, jar);
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.data)).toContain("Dein Feedback konnte nicht gespeichert werden.");

    const anonymous = await post({ rating: "4", redirectTo: "/event/x" });
    expect(anonymous.status).toBe(302);
    expect(anonymous.location).toBe(
      `/?dialog=login&redirect=${encodeURIComponent("/event/x?dialog=feedback")}`,
    );
  });
});
