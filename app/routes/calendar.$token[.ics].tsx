import type { LoaderFunctionArgs } from "@remix-run/node";
import { getApi } from "~/.server/api";
import { CalendarFeedDocument } from "~/.server/graphql/calendar";
import { getFixedT } from "~/.server/i18n";
import { buildCalendar } from "~/lib/ics";
import { linkTo } from "~/lib/links";

// /calendar/{token}.ics: the personal calendar feed calendar apps subscribe to (webcal).
// The secret token is the key: no session; a revoked or unknown one is a 404.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const api = await getApi(request);
  const [{ calendarFeed }, t] = await Promise.all([
    api.request(CalendarFeedDocument, { token: params.token ?? "" }),
    getFixedT(request),
  ]);
  if (!calendarFeed) throw new Response(null, { status: 404 });
  const url = new URL(request.url);
  const stamp = new Date();
  const body = buildCalendar(
    calendarFeed.map((entry) => {
      const page = new URL(
        linkTo({ type: entry.kind === "EVENT" ? "Event" : "Livestream", slug: entry.slug }),
        url.origin,
      ).href;
      return {
        uid: `${entry.kind.toLowerCase()}-${entry.id}@${url.hostname}`,
        stamp,
        start: new Date(entry.starts_at),
        end: new Date(entry.ends_at),
        summary: entry.title,
        description: page,
        url: page,
      };
    }),
    { name: t("profile:calendar.feed_name") },
  );
  return new Response(body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
