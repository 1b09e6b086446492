import { describe, expect, it } from "vitest";
import * as fieldPage from "~/features/catalogue/routes/fachgebiete.$slug";
import * as follow from "~/features/catalogue/routes/follow";
import * as root from "~/root";
import type { SubscribeData } from "~/lib/user";
import { call, freshUser, signedIn, type CookieJar } from "./helpers";

// The subscribe dialog (spec 2.5, decision 029): its data in the frame, and the follow it posts.

type FieldData = Exclude<Awaited<ReturnType<typeof fieldPage.loader>>, Response>;

const loadField = async (slug: string, cookie?: string) =>
  (await call(fieldPage.loader, { path: `/fachgebiete/${slug}`, params: { slug }, cookie }))
    .data as FieldData;

const subscribeData = async (query: string, cookie?: string) => {
  const result = await call(root.loader, { path: `/fachgebiete/kardiologie?${query}`, cookie });
  expect(result.status).toBe(200);
  return (result.data as { subscribe: SubscribeData | null }).subscribe;
};

const followField = (jar: CookieJar, form: Record<string, string>) =>
  call(follow.action, {
    path: "/follow",
    cookie: jar.header(),
    form: {
      intent: "follow",
      type: "Field",
      name: "Kardiologie",
      redirectTo: "/fachgebiete/kardiologie",
      ...form,
    },
  });

describe("/follow honours the reminder choice when following", () => {
  it("follows without notifications when notify=false", async () => {
    const jar = await signedIn(await freshUser());
    const { field } = await loadField("kardiologie", jar.header());
    const result = await followField(jar, { id: field.id, notify: "false" });
    expect(result.status).toBe(303);
    expect(result.location).toBe("/fachgebiete/kardiologie");
    expect(await loadField("kardiologie", jar.header())).toMatchObject({ followed: true, notify: false });
  });

  it("reads the dialog's checkbox: unticked (nothing sent) follows without, ticked with notifications", async () => {
    const jar = await signedIn(await freshUser());
    const { field, channels } = await loadField("kardiologie", jar.header());
    await followField(jar, { id: field.id, notifyBox: "1" });
    expect(await loadField("kardiologie", jar.header())).toMatchObject({ followed: true, notify: false });

    const channel = channels[0]!;
    await followField(jar, {
      type: "Channel",
      id: channel.id,
      name: channel.name,
      notifyBox: "1",
      notify: "true",
    });
    const data = await subscribeData(`dialog=subscribe&type=Channel&id=${channel.id}`, jar.header());
    expect(data?.item).toMatchObject({ name: channel.name, followed: true, notify: true });
  });

  it("sends a signed-out visitor back to the page with the subscribe dialog, not straight to login", async () => {
    const result = await call(follow.action, {
      path: "/follow",
      form: { intent: "follow", type: "Field", id: "2", redirectTo: "/fachgebiete/kardiologie?dialog=share" },
    });
    expect(result.status).toBe(302);
    expect(result.location).toBe("/fachgebiete/kardiologie?dialog=subscribe&type=Field&id=2");
  });
});

describe("the subscribe dialog's data", () => {
  it("names the item from the API, with the viewer's follow state", async () => {
    const { field } = await loadField("kardiologie");
    const query = `dialog=subscribe&type=Field&id=${field.id}&name=Gratis+CME-Punkte`;
    expect(await subscribeData(query)).toEqual({
      item: { type: "Field", id: field.id, name: "Kardiologie", followed: false, notify: false },
    });

    const jar = await signedIn(await freshUser());
    await followField(jar, { id: field.id, notify: "false" });
    expect((await subscribeData(query, jar.header()))?.item).toMatchObject({
      name: "Kardiologie",
      followed: true,
      notify: false,
    });
  });

  it("answers a crafted or unknown item with 'not found', never an error or a name from the URL", async () => {
    for (const query of [
      "dialog=subscribe&type=Field&id=999999&name=Gratis+CME-Punkte",
      "dialog=subscribe&type=Channel&id=999999",
      "dialog=subscribe&type=User&id=1",
      "dialog=subscribe&type=Field&id=%3Cscript%3E",
      "dialog=subscribe",
    ]) {
      expect(await subscribeData(query), query).toEqual({ item: null });
    }
    // Other dialogs, or none, load no item.
    expect(await subscribeData("dialog=share&type=Field&id=2")).toBeNull();
  });
});
