import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, UNAUTHENTICATED, type TestApi } from "./helpers.ts";

const ME = `{ me {
  id email first_name last_name title gender show_tour show_field_dialog role is_simulating_user can_hwg
  status validation_status validation_expires_at validation_expiring_soon country is_old password_editable
  employment profession locale notify_promotions notify_subscriptions
  field { id slug sluggable_type }
  subscribedFields { id slug sluggable_type color icon }
  subscribedChannels { id name slug sluggable_type thumbnail_url primary_field { id color icon } }
} }`;

interface FieldRef {
  id: string;
  slug: string;
  sluggable_type: string;
}

interface Me {
  id: string;
  email: string;
  role: string | null;
  show_tour: boolean;
  show_field_dialog: boolean;
  is_simulating_user: boolean;
  can_hwg: boolean;
  validation_status: string | null;
  validation_expires_at: string | null;
  validation_expiring_soon: boolean;
  gender: string | null;
  field: FieldRef | null;
  subscribedFields: (FieldRef & { color: string; icon: string })[];
  subscribedChannels: {
    id: string;
    slug: string;
    sluggable_type: string;
    thumbnail_url: string | null;
    primary_field: { id: string; color: string; icon: string } | null;
  }[];
  [key: string]: unknown;
}

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t.close());

async function me(token: string): Promise<Me> {
  const result = await t.gql<{ me: Me }>(ME, { token });
  expect(result.errors).toBeUndefined();
  if (!result.data?.me) throw new Error("no user");
  return result.data.me;
}

describe("me", () => {
  it("answers every field for the doctor, with 7 followed fields and 3 channels", async () => {
    const user = await me(await t.login("arzt@example.com"));
    expect(user).toMatchObject({
      email: "arzt@example.com",
      first_name: "Markus",
      last_name: "Hoffmann",
      title: "DR",
      profession: "DOCTOR",
      employment: "CLINIC",
      country: "DE",
      locale: "de",
      status: "ACTIVE",
      role: null,
      validation_status: "ACCEPTED",
      validation_expiring_soon: false,
      can_hwg: true,
      show_tour: false,
      is_old: false,
      password_editable: true,
      field: { id: "2", slug: "kardiologie", sluggable_type: "Field" },
    });
    expect(user.subscribedFields).toHaveLength(7);
    expect(
      user.subscribedFields.every((f) => f.sluggable_type === "Field" && /^#[0-9A-F]{6}$/.test(f.color)),
    ).toBe(true);
    expect(user.subscribedFields.map((f) => f.id)).toContain("2");
    expect(user.subscribedChannels).toHaveLength(3);
    const channel = user.subscribedChannels.find((c) => c.slug === "kardiologie-aktuell");
    expect(channel).toMatchObject({ sluggable_type: "Channel", primary_field: { id: "2", icon: "heart" } });
    expect(channel?.thumbnail_url).toBe(
      new URL("/media/channels/kardiologie-aktuell.svg", t.api.url).toString(),
    );
    const thumbnail = await fetch(channel?.thumbnail_url ?? "");
    expect(thumbnail.headers.get("content-type")).toContain("image/svg+xml");
  });

  it("flags the student's validation as expiring soon", async () => {
    const user = await me(await t.login("studentin@example.com"));
    expect(user.validation_expiring_soon).toBe(true);
    expect(user.can_hwg).toBe(false);
    expect(user.show_tour).toBe(true);
    expect(user.subscribedFields).toHaveLength(2);
    expect(user.subscribedChannels).toEqual([]);
    const days = (Date.parse(user.validation_expires_at ?? "") - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(9);
    expect(days).toBeLessThanOrEqual(10);
  });

  it("shows the pharmacist with nothing followed and the field dialog pending", async () => {
    const user = await me(await t.login("apothekerin@example.com"));
    expect(user).toMatchObject({
      validation_status: "PENDING",
      can_hwg: false,
      show_field_dialog: true,
      field: null,
      subscribedFields: [],
      subscribedChannels: [],
    });
  });
});

describe("updateMe", () => {
  const UPDATE =
    "mutation($v: Boolean) { updateMe(input: {is_simulating_user: $v}) { id is_simulating_user } }";

  it("lets staff switch user simulation on and off", async () => {
    const token = await t.login("team@example.com");
    const on = await t.gql<{ updateMe: { is_simulating_user: boolean } }>(UPDATE, {
      token,
      variables: { v: true },
    });
    expect(on.data?.updateMe.is_simulating_user).toBe(true);
    expect((await me(token)).is_simulating_user).toBe(true);
    const off = await t.gql<{ updateMe: { is_simulating_user: boolean } }>(UPDATE, {
      token,
      variables: { v: false },
    });
    expect(off.data?.updateMe.is_simulating_user).toBe(false);
  });

  it("switches simulation for the calling session only, not the account's other sessions", async () => {
    const [desk, laptop] = [await t.login("team@example.com"), await t.login("team@example.com")];
    await t.gql(UPDATE, { token: desk, variables: { v: true } });
    expect((await me(desk)).is_simulating_user).toBe(true);
    expect((await me(laptop)).is_simulating_user).toBe(false);
    // The other session still acts as staff: it may see the proofs waiting for a decision.
    const pending = await t.gql("{ pendingValidations { id } }", { token: laptop });
    expect(pending.errors).toBeUndefined();
    const refused = await t.gql("{ pendingValidations { id } }", { token: desk });
    expect(refused.errors?.[0]?.extensions).toMatchObject({ validation: { role: [expect.any(String)] } });

    await t.gql(UPDATE, { token: laptop, variables: { v: false } });
    expect((await me(desk)).is_simulating_user).toBe(true);
    // A new login starts without simulation.
    expect((await me(await t.login("team@example.com"))).is_simulating_user).toBe(false);
    await t.gql(UPDATE, { token: desk, variables: { v: false } });
  });

  it("refuses simulation for users without a role but allows switching it off", async () => {
    const token = await t.login("arzt@example.com");
    const on = await t.gql(UPDATE, { token, variables: { v: true } });
    expect(on.data).toBeNull();
    expect(on.errors?.[0]).toMatchObject({
      message: "Validation failed for the field [updateMe].",
      extensions: {
        category: "validation",
        validation: { "input.is_simulating_user": ["The input.is simulating user field is prohibited."] },
      },
    });
    const off = await t.gql<{ updateMe: { is_simulating_user: boolean } }>(UPDATE, {
      token,
      variables: { v: false },
    });
    expect(off.data?.updateMe.is_simulating_user).toBe(false);
  });
});

describe("finishTour", () => {
  it("turns the tour off for good", async () => {
    const token = await t.login("studentin@example.com");
    const result = await t.gql("mutation { finishTour { id show_tour } }", { token });
    expect(result.data).toMatchObject({ finishTour: { show_tour: false } });
    expect((await me(token)).show_tour).toBe(false);
  });
});

describe("confirmUserData", () => {
  const CONFIRM = `mutation($input: ConfirmUserDataInput!) {
    confirmUserData(input: $input) { id gender field { id } subscribedFields { id } show_field_dialog }
  }`;

  interface Confirmed {
    confirmUserData: {
      gender: string | null;
      field: { id: string } | null;
      subscribedFields: { id: string }[];
      show_field_dialog: boolean;
    };
  }

  it("sets the main field, replaces the followed fields and closes the dialog", async () => {
    const token = await t.login("apothekerin@example.com");
    const result = await t.gql<Confirmed>(CONFIRM, {
      token,
      variables: { input: { field_id: "52", subscribedFields: ["4", "22", "4"], gender: "FEMALE" } },
    });
    expect(result.errors).toBeUndefined();
    expect(result.data?.confirmUserData).toEqual({
      id: expect.any(String),
      gender: "FEMALE",
      field: { id: "52" },
      subscribedFields: [{ id: "4" }, { id: "22" }, { id: "52" }],
      show_field_dialog: false,
    });

    const second = await t.gql<Confirmed>(CONFIRM, {
      token,
      variables: { input: { field_id: "9", subscribedFields: ["22"] } },
    });
    expect(second.data?.confirmUserData).toMatchObject({
      gender: "FEMALE",
      field: { id: "9" },
      subscribedFields: [{ id: "9" }, { id: "22" }],
    });
  });

  it("answers validation errors for unknown fields and changes nothing", async () => {
    const token = await t.login("arzt@example.com");
    const result = await t.gql(CONFIRM, {
      token,
      variables: { input: { field_id: "999", subscribedFields: ["2", "abc"] } },
    });
    expect(result.errors?.[0]).toMatchObject({
      message: "Validation failed for the field [confirmUserData].",
      extensions: {
        category: "validation",
        validation: {
          "input.field_id": ["The selected input.field id is invalid."],
          "input.subscribedFields": ["The selected input.subscribed fields is invalid."],
        },
      },
    });
    const user = await me(token);
    expect(user.field?.id).toBe("2");
    expect(user.subscribedFields).toHaveLength(7);
  });

  it("needs a valid token", async () => {
    const result = await t.gql(CONFIRM, {
      token: "revoked-or-unknown",
      variables: { input: { field_id: "2", subscribedFields: [] } },
    });
    expect(result.errors?.[0]).toMatchObject(UNAUTHENTICATED);
  });
});
