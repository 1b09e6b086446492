import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { getApi } from "~/.server/api";
import { LandingPageDocument } from "~/.server/graphql/landing";
import { getFixedT, getLocale } from "~/.server/i18n";
import { LandingSections } from "~/components/landing/LandingSections";
import { toLandingSection } from "~/components/landing/model";
import { useRootData } from "~/root";
import { titleWith } from "~/lib/title";

/** Landing page slugs are lower-case words with hyphens; anything else (robots.txt, …) is a 404 at once. */
const SLUG = /^[a-z0-9][a-z0-9-]{0,99}$/;

// /{landingPage} (spec 2.1, 2.6): /doctupus, /expanda, /medlive, /updates, /kooperationen, /partner and
// any other one-segment landing page, rendered from its ordered sections. Static routes (/home,
// /imprint, /search, …) rank above this dynamic segment; deeper unknown paths stay with `$.tsx`.
// One upstream request: landingPage. Unknown and draft slugs answer null → 404.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const slug = params.landingPage ?? "";
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

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data
    ? [
        { title: data.metaTitle },
        ...(data.description ? [{ name: "description", content: data.description }] : []),
      ]
    : [];

export default function LandingPage() {
  const { title, sections } = useLoaderData<typeof loader>();
  const signedIn = Boolean(useRootData()?.user);
  return <LandingSections title={title} sections={sections} signedIn={signedIn} />;
}
