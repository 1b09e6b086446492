import type { IncomingMessage, ServerResponse } from "node:http";
import { channelThumbnailSvg, contentImageSvg } from "./media.ts";
import { outboxHtml, outboxJson } from "./outbox.ts";
import type { MediaSubject } from "./store/catalogue.ts";
import type { Store } from "./store/index.ts";

/** Artwork of the marketing banners and landing pages, by the image name the seed gives them. */
const PAGE_ART: Record<string, MediaSubject & { color: string }> = {
  hero: { title: "Fortbildung", color: "#046172", field: "Fortbildung", field_en: null },
  cme: { title: "CME-Punkte sammeln", color: "#046172", field: "CME-Punkte", field_en: "CME points" },
  seminare: { title: "Expanda-Seminare", color: "#5B4FA6", field: "Seminare", field_en: "Seminars" },
  tutorials: { title: "Doctupus-Tutorials", color: "#2E7C8A", field: "Tutorials", field_en: null },
  doctupus: { title: "Doctupus", color: "#2E7C8A", field: "Doctupus", field_en: null },
  lernen: {
    title: "Lernen in fünf Minuten",
    color: "#1F7A6C",
    field: "In fünf Minuten",
    field_en: "In five minutes",
  },
  livestreams: { title: "medlive", color: "#A33350", field: "Live", field_en: null },
  updates: { title: "Updates", color: "#44628F", field: "Updates", field_en: null },
  kooperationen: {
    title: "Kooperationen",
    color: "#3C7F8C",
    field: "Kooperationen",
    field_en: "Cooperations",
  },
  partner: { title: "Partner", color: "#4F6E7E", field: "Partner", field_en: "Partners" },
};

/** Routes next to GraphQL: the health check, generated media and the mail outbox. Returns false when not ours. */
export function handleSideRoutes(store: Store, req: IncomingMessage, res: ServerResponse): boolean {
  const { pathname, searchParams } = new URL(req.url ?? "/", "http://localhost");
  if (req.method !== "GET" && req.method !== "HEAD") return false;

  if (pathname === "/outbox" || pathname === "/outbox.json") {
    const to = searchParams.get("to")?.trim() || null;
    const mails = store.outbox.list(to);
    if (pathname === "/outbox.json") {
      send(res, 200, "application/json", JSON.stringify(outboxJson(mails)), "no-store");
    } else {
      send(res, 200, "text/html; charset=utf-8", outboxHtml(mails, to), "no-store");
    }
    return true;
  }

  if (pathname === "/healthz") {
    store.db.prepare("SELECT 1").get();
    send(res, 200, "application/json", JSON.stringify({ status: "ok" }), "no-store");
    return true;
  }

  const thumbnail = /^\/media\/channels\/([a-z0-9-]+)\.svg$/.exec(pathname);
  if (thumbnail?.[1]) {
    const channel = store.channels.bySlug(thumbnail[1]);
    if (!channel) {
      send(res, 404, "text/plain; charset=utf-8", "Not found", "no-store");
      return true;
    }
    const svg = channelThumbnailSvg(channel.name, channel.primary_field?.color ?? "#046172");
    send(res, 200, "image/svg+xml; charset=utf-8", svg, "public, max-age=86400");
    return true;
  }

  const image =
    /^\/media\/(livestreams|vods|shorts|playlists|experts|events|banners|landing-pages)\/([a-z0-9-]+)\.svg$/.exec(
      pathname,
    );
  if (image?.[1] && image[2]) {
    const [type, slug] = [image[1], image[2]];
    const found =
      type === "banners" || type === "landing-pages"
        ? (PAGE_ART[slug] ?? null)
        : store.catalogue.media(type, slug);
    if (!found) {
      send(res, 404, "text/plain; charset=utf-8", "Not found", "no-store");
      return true;
    }
    // `lang=en` (the API's English answers link so, locale.ts): captions in English.
    const locale = searchParams.get("lang") === "en" ? "en" : "de";
    const field = locale === "en" ? (found.field_en ?? found.field) : found.field;
    const svg = contentImageSvg(found.title, found.color ?? "#046172", type, field, locale);
    send(res, 200, "image/svg+xml; charset=utf-8", svg, "public, max-age=86400");
    return true;
  }
  return false;
}

function send(res: ServerResponse, status: number, type: string, body: string, cache: string): void {
  res.writeHead(status, {
    "Content-Type": type,
    "Content-Length": Buffer.byteLength(body),
    "Cache-Control": cache,
    "X-Content-Type-Options": "nosniff",
  });
  res.end(res.req.method === "HEAD" ? undefined : body);
}
