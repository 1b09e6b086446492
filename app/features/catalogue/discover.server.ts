import { getApi } from "~/.server/api";
import { requireToken } from "~/.server/auth";
import { getFixedT, getLocale } from "~/.server/i18n";
import { getSession } from "~/.server/session";
import type { ContentCardItem } from "~/components/content/ContentCard";
import { groupByBerlinDay } from "~/components/discover/schedule";
import { listable } from "~/components/discover/Shelf";
import { labelIn } from "~/lib/labels";
import { pageTitle } from "~/lib/title";
import { parseCmeParams, PER_PAGE } from "./cme-filter";
import { CmeContentDocument, HomePageDocument, LivestreamScheduleDocument } from "./discover.graphql.server";
import { HOME_CHANNEL_SHELVES, HOME_FIELD_SHELVES, HOME_SHELF_SIZE, type HomeContent } from "./HomeShelves";
import type { ScheduledLivestream } from "./ScheduleItem";

const shelfOf = (items: ContentCardItem[]) => listable(items).slice(0, HOME_SHELF_SIZE);

/**
 * /home (logged in only): the shelves from the `homePage` query, which travels with the root's `me`
 * in one batch (docs/decisions/006); the greeting and followed items come from the frame's `me`.
 * `?alle=1`: every followed field's and channel's shelf, not only the first ones. The API fills only
 * the shelves shown (decision 021).
 */
export async function loadHomePage(request: Request) {
  await requireToken(request);
  const locale = await getLocale(request);
  const api = await getApi(request, { locale });
  const all = new URL(request.url).searchParams.get("alle") === "1";
  const [{ homePage }, t, session] = await Promise.all([
    api.request(HomePageDocument, {
      shelfSize: HOME_SHELF_SIZE,
      fieldShelves: all ? null : HOME_FIELD_SHELVES,
      channelShelves: all ? null : HOME_CHANNEL_SHELVES,
    }),
    getFixedT(request),
    getSession(request),
  ]);
  const content: HomeContent = {
    continueWatching: homePage.continueWatching.map((entry) => ({
      item: entry.content,
      percent: entry.percent,
    })),
    // In the API's order: picked for this user (their fields, their profession's), then editorial.
    featured: shelfOf(homePage.featured.map((entry) => entry.content)),
    banner: homePage.banner,
    fieldShelves: homePage.fieldShelves.map((shelf) => ({
      slug: shelf.field.slug,
      name: labelIn(locale, shelf.field),
      items: shelfOf(shelf.items),
    })),
    channelShelves: homePage.channelShelves.map((shelf) => ({
      slug: shelf.channel.slug,
      name: shelf.channel.name,
      items: shelfOf(shelf.items),
    })),
    hiddenShelves: {
      fields: homePage.fieldShelvesTotal - homePage.fieldShelves.length,
      channels: homePage.channelShelvesTotal - homePage.channelShelves.length,
    },
    upcoming: shelfOf(homePage.upcomingLivestreams),
    newCme: shelfOf(homePage.newCmeContent),
  };
  return { title: pageTitle(t, "home.title"), content, newAccount: session.get("newAccount") === true };
}

/**
 * /livestreams: appointments of the next eight weeks grouped by Berlin day, live ones on top.
 * One upstream request: livestreamSchedule (its default window; live first, then by start).
 */
export async function loadLivestreamSchedule(request: Request) {
  const api = await getApi(request, { locale: await getLocale(request) });
  const [{ livestreamSchedule }, t] = await Promise.all([
    api.request(LivestreamScheduleDocument),
    getFixedT(request),
  ]);
  const items = livestreamSchedule.filter(
    (item): item is ScheduledLivestream => item.__typename === "Livestream",
  );
  return {
    title: pageTitle(t, "discover:livestreams.title"),
    total: items.length,
    ...groupByBerlinDay(items),
  };
}

/**
 * /cme-fortbildungen: CME content filtered by field, type and minimum points, sorted, paginated; the
 * filters are the URL's query (a GET form). One upstream request: cmeContent plus the field list.
 */
export async function loadCmeCourses(request: Request) {
  const params = parseCmeParams(new URL(request.url).searchParams);
  const locale = await getLocale(request);
  const api = await getApi(request, { locale });
  const [{ cmeContent, fields }, t] = await Promise.all([
    api.request(CmeContentDocument, {
      filter: {
        fieldIds: params.field ? [params.field] : null,
        types: params.types.length > 0 ? params.types : null,
        minPoints: params.minPoints,
        industry_independent: params.independent || null,
      },
      sort: params.sort,
      page: params.page,
      perPage: PER_PAGE,
    }),
    getFixedT(request),
  ]);
  const collator = new Intl.Collator(locale === "en" ? "en" : "de");
  const fieldOptions = fields
    .filter((field) => field.mappedId === null)
    .map((field) => ({ id: field.id, name: labelIn(locale, field) }))
    .sort((a, b) => collator.compare(a.name, b.name));
  return {
    title: pageTitle(t, "discover:cme.title"),
    params,
    fields: fieldOptions,
    items: listable(cmeContent.data),
    paginator: cmeContent.paginatorInfo,
  };
}
