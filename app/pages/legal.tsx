import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { getFixedT, getLocale } from "~/.server/i18n";
import { isOperatorPage, loadLegalPage } from "~/.server/legal";
import { LegalContent } from "~/components/LegalContent";
import { titleWith } from "~/lib/title";

// One module for the operator-edited pages (registered in app/routes.ts): /imprint, /terms,
// /privacy-policy, /accessibility-policy, /withdrawal-policy, /uber-fortbildung and /jobs.
export async function loader({ request }: LoaderFunctionArgs) {
  const page = new URL(request.url).pathname.slice(1);
  if (!isOperatorPage(page)) throw new Response(null, { status: 404 });
  const [content, t] = await Promise.all([loadLegalPage(page, await getLocale(request)), getFixedT(request)]);
  return { html: content.html, title: titleWith(t, content.title) };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title }];

export default function LegalRoute() {
  const { html } = useLoaderData<typeof loader>();
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <LegalContent html={html} />
    </article>
  );
}
