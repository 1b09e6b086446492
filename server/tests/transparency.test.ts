import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "./helpers.ts";

// Sponsor transparency: supporters and declarations per item, and the
// "industry-independent only" filter of search and the CME listing.

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t.close());

const SPONSORSHIP =
  "sponsorship { industry_independent supporters { name type industry } experts { name conflicts_of_interest } }";
type Sponsorship = {
  industry_independent: boolean;
  supporters: Array<{ name: string; type: string; industry: boolean }>;
  experts: Array<{ name: string; conflicts_of_interest: string | null }>;
};

type Item = { __typename: string; slug?: string; title?: string; sponsorship?: Sponsorship };

/** Every CME item (VODs and livestreams), with its sponsorship. */
async function cmeItems(filter: Record<string, unknown> = {}) {
  const result = await t.gql<{ cmeContent: { paginatorInfo: { total: number }; data: Item[] } }>(
    `query($f: CmeFilter) { cmeContent(filter: $f, perPage: 100) { paginatorInfo { total }
      data { __typename ... on Vod { slug title ${SPONSORSHIP} } ... on Livestream { slug title ${SPONSORSHIP} } } } }`,
    { variables: { f: filter } },
  );
  return result.data!.cmeContent;
}

async function search(term: string, industryIndependent: boolean) {
  const result = await t.gql<{ search: { total: number; data: Item[] } }>(
    `query($term: String!, $i: Boolean) { search(term: $term, perPage: 100, industry_independent: $i) {
      total data { __typename ... on Vod { slug ${SPONSORSHIP} } ... on Livestream { slug ${SPONSORSHIP} } } } }`,
    { variables: { term, i: industryIndependent } },
  );
  return result.data!.search;
}

describe("sponsorship", () => {
  it("names every supporter, says which are industry, and every expert's declaration", async () => {
    const { data } = await cmeItems();
    const sponsored = data.find((item) => !item.sponsorship!.industry_independent)!;
    expect(
      sponsored.sponsorship!.supporters.some((s) => s.industry && /GmbH|AG|Diagnostics/.test(s.name)),
    ).toBe(true);
    const independent = data.find((item) => item.sponsorship!.industry_independent)!;
    expect(independent.sponsorship!.supporters.every((s) => !s.industry)).toBe(true);
    const experts = data.flatMap((item) => item.sponsorship!.experts);
    expect(experts.length).toBeGreaterThan(0);
    expect(experts.every((expert) => (expert.conflicts_of_interest ?? "").length > 0)).toBe(true);
  });

  it("search: industry-independent only leaves out the sponsored items and keeps the rest", async () => {
    const sponsored = (await cmeItems()).data.find((item) => !item.sponsorship!.industry_independent)!;
    const term = sponsored.title!.split(" ")[0]!;
    const all = await search(term, false);
    const independent = await search(term, true);
    const contentOf = (list: Item[]) => list.filter((item) => item.sponsorship);
    expect(contentOf(all.data).map((item) => item.slug)).toContain(sponsored.slug);
    expect(contentOf(independent.data).map((item) => item.slug)).not.toContain(sponsored.slug);
    expect(contentOf(independent.data).every((item) => item.sponsorship!.industry_independent)).toBe(true);
    const sponsoredCount = contentOf(all.data).filter(
      (item) => !item.sponsorship!.industry_independent,
    ).length;
    expect(independent.total).toBe(all.total - sponsoredCount);
  });

  it("the CME listing: industry-independent only", async () => {
    const all = await cmeItems();
    const independent = await cmeItems({ industry_independent: true });
    expect(independent.paginatorInfo.total).toBeLessThan(all.paginatorInfo.total);
    expect(independent.data.every((item) => item.sponsorship!.industry_independent)).toBe(true);
  });

  it("an event's supporters and experts", async () => {
    const { data } = await t.gql<{ event: { sponsorship: Sponsorship } }>(
      `{ event(slug: "ekg-intensivkurs") { ${SPONSORSHIP} } }`,
    );
    expect(data?.event.sponsorship.supporters.map((s) => [s.name, s.industry])).toContainEqual([
      "Cardiomed Diagnostics (Demo)",
      true,
    ]);
    expect(data?.event.sponsorship.industry_independent).toBe(false);
  });
});
