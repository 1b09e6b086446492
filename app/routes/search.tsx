import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { searchPath } from "~/lib/links";

// The search field's no-JavaScript GET form lands here; results live at /search/{term}.
export function loader({ request }: LoaderFunctionArgs) {
  const term = new URL(request.url).searchParams.get("term") ?? "";
  if (term.trim()) throw redirect(searchPath(term));
  throw new Response(null, { status: 404 });
}
