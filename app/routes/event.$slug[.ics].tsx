import type { LoaderFunctionArgs } from "@remix-run/node";
import { getApi } from "~/.server/api";
import { EventCalendarDocument } from "~/.server/graphql/live";
import { getLocale } from "~/.server/i18n";
import { buildIcs, icsDownload } from "~/lib/ics";
import { linkTo } from "~/lib/links";

// /event/{slug}.ics: "add to calendar" for an event (RFC 5545), a download.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const api = await getApi(request, { locale: await getLocale(request) });
  const { event } = await api.request(EventCalendarDocument, { slug: params.slug ?? "" });
  if (!event) throw new Response(null, { status: 404 });
  const url = new URL(request.url);
  const page = new URL(linkTo({ type: "Event", slug: event.slug }), url.origin).href;
  const body = buildIcs({
    uid: `event-${event.id}@${url.hostname}`,
    stamp: new Date(),
    start: new Date(event.starts_at),
    end: new Date(event.ends_at),
    summary: event.title,
    description: [event.description, page].filter(Boolean).join("\n\n"),
    url: page,
  });
  return icsDownload(event.slug, "event", body);
}
