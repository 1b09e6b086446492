import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { getFixedT, getLocale } from "~/.server/i18n";
import { isLegalPage, loadLegalPage } from "~/.server/legal";
import { LegalContent } from "~/components/LegalContent";
import { titleWith } from "~/lib/title";

// One module for /imprint, /terms, /privacy-policy and /accessibility-policy (registered in app/routes.ts).
export async function loader({ request }: LoaderFunctionArgs) {
  const page = new URL(request.url).pathname.slice(1);
  if (!isLegalPage(page)) throw new Response(null, { status: 404 });
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
