import { data, replace } from "@remix-run/node";
import { getApi } from "./api";
import { requireToken } from "./auth";
import { readForm } from "./form";
import { CreateCalendarFeedDocument, RevokeCalendarFeedDocument } from "./graphql/calendar";
import { getLocale } from "./i18n";
import { flash } from "./session";

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
