import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { loadFaq } from "~/.server/faq";
import { FaqPage } from "~/components/faq/FaqPage";
import { pageMeta } from "~/lib/page-meta";

// /faq/{type} (spec 2.1): one category, e.g. /faq/login (linked from the menu); unknown types are 404.
export const loader = ({ request, params }: LoaderFunctionArgs) => loadFaq(request, params.type ?? "");

export const meta = pageMeta;

export default function FaqTopic() {
  return <FaqPage {...useLoaderData<typeof loader>()} />;
}
