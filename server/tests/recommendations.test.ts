import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "./helpers.ts";

// "Empfohlen für dich" on /home (decision 027): the viewer's main and followed fields first, then
// what their profession works with, then the editorial and newest items. Users made through the
// test surface, as copies of the demo users with another profession or field.

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t.close());

type Featured = { type: string; priority: number; content: { slug: string; fields: { slug: string }[] } };

async function featuredFor(token: string): Promise<Featured[]> {
  const result = await t.gql<{ homePage: { featured: Featured[] } }>(
    "{ homePage(shelfSize: 12) { featured { type priority content { slug fields { slug } } } } }",
    { token },
  );
  expect(result.errors).toBeUndefined();
  return result.data?.homePage.featured ?? [];
}

async function userLike(like: string, profession?: string): Promise<string> {
  const user = await t.surface.createUser({ like, ...(profession ? { profession } : {}) });
  return t.login(user.email);
}

const inField = (entry: Featured | undefined, slug: string) =>
  entry?.content.fields.some((field) => field.slug === slug) ?? false;

describe("Empfohlen für dich", () => {
  it("shows a cardiologist cardiology first, a pharmacist pharmacy, a nurse nursing, a student her field", async () => {
    // arzt's copy keeps his main field, Kardiologie; studentin's hers, Kinder- und Jugendmedizin.
    const cardiologist = await featuredFor(await userLike("arzt@example.com"));
    const pharmacist = await featuredFor(await userLike("apothekerin@example.com"));
    const nurse = await featuredFor(await userLike("apothekerin@example.com", "NURSE"));
    const student = await featuredFor(await userLike("studentin@example.com"));

    expect(cardiologist.slice(0, 3).every((entry) => inField(entry, "kardiologie"))).toBe(true);
    expect(pharmacist.slice(0, 3).every((entry) => inField(entry, "pharmazie"))).toBe(true);
    expect(nurse.slice(0, 3).every((entry) => inField(entry, "pflege"))).toBe(true);
    expect(student.slice(0, 3).every((entry) => inField(entry, "paediatrie"))).toBe(true);
    const firsts = [cardiologist, pharmacist, nurse, student].map((list) => list[0]?.content.slug);
    expect(new Set(firsts).size).toBe(4);
    // Never empty: a profession without fields of its own, no main field, nothing followed.
    const other = await featuredFor(await userLike("apothekerin@example.com", "OTHER"));
    expect(other.length).toBeGreaterThan(0);
  });

  it("takes turns between the main field (two items a round) and the followed fields", async () => {
    const token = await userLike("arzt@example.com");
    const confirmed = await t.gql(
      `mutation { confirmUserData(input: { field_id: "3", subscribedFields: ["3", "9"] }) { id } }`,
      { token },
    );
    expect(confirmed.errors).toBeUndefined();
    const featured = await featuredFor(token);
    expect(featured).toHaveLength(10);
    expect(featured.slice(0, 2).every((entry) => inField(entry, "dermatologie"))).toBe(true);
    expect(inField(featured[2], "neurologie")).toBe(true);
    expect(featured.every((entry) => inField(entry, "dermatologie") || inField(entry, "neurologie"))).toBe(
      true,
    );
  });

  it("offers what the profession works with once the user's own fields have had their turn", async () => {
    // A nurse whose main field, Geriatrie, has a few items: then nursing's.
    const token = await userLike("apothekerin@example.com", "NURSE");
    const confirmed = await t.gql(
      `mutation { confirmUserData(input: { field_id: "27", subscribedFields: ["27"] }) { id } }`,
      { token },
    );
    expect(confirmed.errors).toBeUndefined();
    const featured = await featuredFor(token);
    const geriatric = featured.map((entry) => inField(entry, "geriatrie"));
    const nursing = featured.map((entry) => inField(entry, "pflege") && !inField(entry, "geriatrie"));
    expect(geriatric[0]).toBe(true);
    expect(nursing.includes(true)).toBe(true);
    expect(geriatric.lastIndexOf(true)).toBeLessThan(nursing.indexOf(true));
  });
});
