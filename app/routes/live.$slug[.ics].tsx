import type { LoaderFunctionArgs } from "@remix-run/node";
import { getApi } from "~/.server/api";
import { LivestreamCalendarDocument } from "~/.server/graphql/live";
import { getFixedT, getLocale } from "~/.server/i18n";
import { buildIcs, icsDownload } from "~/lib/ics";
import { linkTo } from "~/lib/links";

// /live/{slug}.ics: "add to calendar" for a livestream (RFC 5545), a download.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const locale = await getLocale(request);
  const api = await getApi(request, { locale });
  const [{ livestream: live }, t] = await Promise.all([
    api.request(LivestreamCalendarDocument, { slug: params.slug ?? "" }),
    getFixedT(request),
  ]);
  if (!live) throw new Response(null, { status: 404 });
  const url = new URL(request.url);
  const page = new URL(linkTo({ type: "Livestream", slug: live.slug }), url.origin).href;
  const body = buildIcs({
    uid: `livestream-${live.id}@${url.hostname}`,
    stamp: new Date(),
    start: new Date(live.starts_at),
    end: new Date(live.ends_at),
    summary: live.title,
    // The description is protected (null while locked): the channel and the link say what it is.
    description: [
      live.description,
      live.channel ? t("live:calendar.channel", { name: live.channel.name }) : null,
      page,
    ]
      .filter(Boolean)
      .join("\n\n"),
    url: page,
  });
  return icsDownload(live.slug, "livestream", body);
}
