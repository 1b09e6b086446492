import { describe, expect, it } from "vitest";
import * as confirmData from "~/routes/confirm-data";
import * as root from "~/root";
import type { FlashMessage } from "~/lib/flash";
import { api, call, CookieJar, freshUser, signedIn } from "./helpers";

// The confirm-data dialog (spec 2.5 and §4): shown while show_field_dialog is true, its
// steps as posts, cancel keeps the existing values, save changes them.

type RootData = {
  confirmData: { step: number; fieldId: string | null; fields: { id: string }[] } | null;
  flash: FlashMessage | null;
  user: { showFieldDialog: boolean } | null;
};
const rootOf = async (jar: CookieJar, path = "/home") =>
  (await call(root.loader, { path, cookie: jar.header() })).data as RootData;
const post = (jar: CookieJar, form: Record<string, string>) =>
  call(confirmData.action, { path: "/confirm-data", cookie: jar.header(), form }).then((result) =>
    jar.store(result),
  );

describe("confirm-data dialog", () => {
  it("shows step 1 to a user who has not confirmed, requires a main field, then saves both steps", async () => {
    const jar = await signedIn(await freshUser("apothekerin@example.com"));
    const before = await rootOf(jar);
    expect(before.confirmData).toMatchObject({ step: 1, fieldId: null });
    expect(before.confirmData?.fields.length).toBeGreaterThan(20);
    // Another dialog in the URL wins.
    expect((await rootOf(jar, "/home?dialog=logout")).confirmData).toBeNull();

    const missing = await post(jar, { intent: "next", redirectTo: "/home" });
    expect(missing.location).toBe("/home?dialog=confirm-data&step=1");
    expect((await rootOf(jar)).flash).toEqual({
      kind: "error",
      messages: [{ key: "frame:confirm_data.required" }],
    });

    const next = await post(jar, { intent: "next", field_id: "2", redirectTo: "/home" });
    expect(next.location).toBe("/home?dialog=confirm-data&step=2");
    expect((await rootOf(jar, next.location ?? "")).confirmData).toMatchObject({ step: 2, fieldId: "2" });

    const saved = await post(jar, { intent: "save", fieldIds: "16", redirectTo: "/home" });
    expect(saved.location).toBe("/home");
    const after = await rootOf(jar);
    expect(after.flash).toEqual({ kind: "success", messages: [{ key: "profile:saved" }] });
    expect(after.confirmData).toBeNull();
    expect(after.user?.showFieldDialog).toBe(false);
  });

  it("a field that exists nowhere, or a number beyond GraphQL's Int, brings step 1 back with its message", async () => {
    const jar = await signedIn(await freshUser("apothekerin@example.com"));
    expect((await post(jar, { intent: "next", field_id: "2", redirectTo: "/home" })).status).toBe(302);
    for (const fieldIds of ["2147483647", "2147483648", "1e308"]) {
      const saved = await post(jar, { intent: "save", fieldIds, redirectTo: "/home" });
      expect(saved.status, fieldIds).toBe(303);
      expect(saved.location).toBe("/home?dialog=confirm-data&step=1");
      expect((await rootOf(jar)).flash).toEqual({
        kind: "error",
        messages: [{ key: "frame:confirm_data.failed" }],
      });
    }
    expect((await rootOf(jar)).user?.showFieldDialog).toBe(true);
  });

  it("cancel keeps the existing main field and follows and closes the dialog for good", async () => {
    const email = await freshUser("arzt@example.com", { show_field_dialog: true });
    const jar = await signedIn(email);
    await api.gql('mutation { followField(id: "8") { id } }', {}, await api.login(email));
    expect((await rootOf(jar)).confirmData).toMatchObject({ step: 1, fieldId: "2" });
    const cancelled = await post(jar, { intent: "cancel", redirectTo: "/fachgebiete" });
    expect(cancelled.location).toBe("/fachgebiete");
    const after = await rootOf(jar);
    expect(after.confirmData).toBeNull();
    expect(after.user?.showFieldDialog).toBe(false);
    const { me } = await api.gql<{ me: { field: { id: string }; subscribedFields: { id: string }[] } }>(
      "{ me { field { id } subscribedFields { id } } }",
      {},
      await api.login(email),
    );
    expect(me.field.id).toBe("2");
    expect(me.subscribedFields.map((f) => f.id).sort()).toEqual(["2", "8"]);
  });

  it("closing without a main field puts it off for this session", async () => {
    const jar = await signedIn(await freshUser("apothekerin@example.com"));
    const later = jar.store(
      await call(confirmData.loader, {
        path: "/confirm-data?later=1&redirectTo=%2Fhome",
        cookie: jar.header(),
      }),
    );
    expect(later.location).toBe("/home");
    const after = await rootOf(jar);
    expect(after.confirmData).toBeNull();
    expect(after.user?.showFieldDialog).toBe(true);
  });
});
