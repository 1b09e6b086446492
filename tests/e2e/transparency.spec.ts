import type { ReferenceApi } from "../support/reference-api";
import { expect, test } from "./fixtures";

// Sponsor transparency, JavaScript on and off: the panel on a video and an event, and
// "industry-independent only" on the CME listing.

type Item = {
  __typename: string;
  slug: string;
  title: string;
  sponsorship: { industry_independent: boolean };
};

async function cmeVideos(api: ReferenceApi) {
  const { cmeContent } = await api.gql<{ cmeContent: { data: Item[] } }>(
    `{ cmeContent(filter: { types: [VOD] }, perPage: 100) { data { __typename
      ... on Vod { slug title sponsorship { industry_independent } } } } }`,
  );
  return cmeContent.data;
}

test("a sponsored video names its supporters and the speakers' conflicts of interest", async ({
  page,
  api,
  visit,
  checkA11y,
}) => {
  const sponsored = (await cmeVideos(api)).find((item) => !item.sponsorship.industry_independent)!;
  await visit(`/video/${sponsored.slug}`);
  const panel = page.getByTestId("sponsorship");
  await panel.getByText("Transparenz: mit Unterstützung aus der Industrie").click();
  await expect(panel.getByRole("heading", { name: "Unterstützt von" })).toBeVisible();
  await expect(panel.getByText(/· Industrie$/).first()).toBeVisible();
  await expect(panel.getByRole("heading", { name: "Interessenkonflikte der Referierenden" })).toBeVisible();
  await checkA11y();
});

test("the CME listing: industry-independent only", async ({ page, api, visit, js }) => {
  const videos = await cmeVideos(api);
  await visit("/cme-fortbildungen?type=VOD");
  // A sponsored video this page shows before the filter.
  const shown = await page.getByRole("link").allInnerTexts();
  const sponsored = videos.find(
    (item) => !item.sponsorship.industry_independent && shown.includes(item.title),
  )!;
  await expect(page.getByRole("link", { name: sponsored.title, exact: true })).not.toHaveCount(0);
  await page.getByLabel(/^Nur industrieunabhängige Inhalte/).check();
  if (!js) await page.getByRole("button", { name: "Filter anwenden" }).click();
  await expect(page).toHaveURL(/unabhaengig=1/);
  await expect(page.getByRole("link", { name: sponsored.title, exact: true })).toHaveCount(0);
  await expect(page.getByLabel(/^Nur industrieunabhängige Inhalte/)).toBeChecked();
});
