import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { loadLandingPage } from "~/.server/landing-page";
import { LandingSections } from "~/components/landing/LandingSections";
import { useRootData } from "~/root";

// /{landingPage} (spec 2.1, 2.6): /doctupus, /expanda, /medlive, /updates, /kooperationen, /partner and
// any other one-segment landing page, rendered from its ordered sections. Static routes (/home,
// /imprint, /search, …) rank above this dynamic segment; deeper unknown paths stay with `$.tsx`.
// One upstream request: landingPage. Unknown and draft slugs answer null → 404.
export const loader = ({ request, params }: LoaderFunctionArgs) =>
  loadLandingPage(request, params.landingPage ?? "");

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
