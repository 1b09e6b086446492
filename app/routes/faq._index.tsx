import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { loadFaq } from "~/.server/faq";
import { FaqPage } from "~/components/faq/FaqPage";
import { pageMeta } from "~/lib/page-meta";

// /faq (spec 2.1): every category with its questions. One upstream request (faq), batched with the frame's.
export const loader = ({ request }: LoaderFunctionArgs) => loadFaq(request, null);

export const meta = pageMeta;

export default function Faq() {
  return <FaqPage {...useLoaderData<typeof loader>()} />;
}
