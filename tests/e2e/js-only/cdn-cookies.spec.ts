import { expect, leaveVideoByLogo, test } from "../fixtures";

// Spec §7: the video CDN's cookies are removed on each mount of the video layout.

const NAMES = ["CloudFront-Policy", "CloudFront-Key-Pair-Id", "CloudFront-Signature"];

test("opening a video removes the CDN cookies; other layouts keep them", async ({
  page,
  api,
  context,
  visit,
  baseURL,
}) => {
  const { slug } = await api.content("VOD", "PUBLIC");
  const { hostname } = new URL(baseURL!);
  const set = () =>
    context.addCookies(NAMES.map((name) => ({ name, value: "signed", domain: hostname, path: "/videos" })));
  const cdnCookies = async () =>
    (await context.cookies()).filter((cookie) => NAMES.includes(cookie.name)).map((cookie) => cookie.name);

  await set();
  await visit("/fachgebiete");
  expect((await cdnCookies()).sort()).toEqual([...NAMES].sort());

  await visit(`/video/${slug}`);
  await expect.poll(cdnCookies).toEqual([]);

  // Again on the next mount of the layout, after a client-side visit elsewhere.
  await set();
  await leaveVideoByLogo(page);
  expect((await cdnCookies()).length).toBe(3);
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/video/${slug}$`));
  await expect.poll(cdnCookies).toEqual([]);
});
