import { getApi } from "./api";
import { LandingPageDocument } from "./graphql/landing";
import { getFixedT, getLocale } from "./i18n";
import { toLandingSection } from "~/components/landing/model";
import { titleWith } from "~/lib/title";

/** Landing page slugs are lower-case words with hyphens; anything else (robots.txt, …) is a 404 at once. */
const SLUG = /^[a-z0-9][a-z0-9-]{0,99}$/;

/** A landing page's title and sections in the visitor's language; 404 for an unknown or draft slug. */
export async function loadLandingPage(request: Request, slug: string) {
  if (!SLUG.test(slug)) throw new Response(null, { status: 404 });
  const locale = await getLocale(request);
  const api = await getApi(request, { locale });
  const { landingPage: page } = await api.request(LandingPageDocument, { slug });
  if (!page) throw new Response(null, { status: 404 });
  const t = await getFixedT(request);
  return {
    title: page.title,
    metaTitle: titleWith(t, page.title),
    description: page.description ?? null,
    sections: page.sections.map((section) => toLandingSection(section, locale)),
  };
}
