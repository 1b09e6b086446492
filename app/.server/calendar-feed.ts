import { data, replace } from "@remix-run/node";
import { getApi } from "./api";
import { requireToken } from "./auth";
import { readForm } from "./form";
import {
  CalendarFeedDocument,
  CreateCalendarFeedDocument,
  RevokeCalendarFeedDocument,
} from "./graphql/calendar";
import { getFixedT, getLocale } from "./i18n";
import { flash } from "./session";
import { buildCalendar } from "~/lib/ics";
import { linkTo } from "~/lib/links";

/**
 * The calendar feed's buttons on /profile/notifications. A new address is answered in
 * the page itself, once (it is a secret: never in a redirect, the session or a log); revoking goes
 * back to the page with a snackbar.
 */
export async function calendarFeedAction(request: Request) {
  await requireToken(request);
  const form = await readForm(request);
  const api = await getApi(request, { locale: await getLocale(request) });
  if (form.get("intent") === "revoke") {
    await api.request(RevokeCalendarFeedDocument);
    return replace("/profile/notifications", {
      status: 303,
      headers: await flash(request, { kind: "success", messages: [{ key: "profile:calendar.revoked" }] }),
    });
  }
  const { createCalendarFeed } = await api.request(CreateCalendarFeedDocument);
  const url = new URL(`/calendar/${createCalendarFeed.token}.ics`, request.url);
  return data(
    { calendarUrl: url.href },
    // The page with the secret must not be kept by a cache.
    { headers: { "Cache-Control": "no-store" } },
  );
}

/**
 * /calendar/{token}.ics: the personal calendar feed calendar apps subscribe to (webcal).
 * The secret token is the key: no session; a revoked or unknown one is a 404.
 */
export async function calendarFeedFile(request: Request, token: string) {
  const api = await getApi(request);
  const [{ calendarFeed }, t] = await Promise.all([
    api.request(CalendarFeedDocument, { token: token }),
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
