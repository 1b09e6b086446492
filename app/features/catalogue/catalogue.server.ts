import { redirect } from "@remix-run/node";
import { getApi } from "~/.server/api";
import { getFixedT, getLocale } from "~/.server/i18n";
import type { ContentLists } from "~/components/content/ContentSections";
import { labelIn } from "~/lib/labels";
import { linkTo } from "~/lib/links";
import { pageTitle, titleWith } from "~/lib/title";
import { ChannelPageDocument, FieldPageDocument, FieldsOverviewDocument } from "./catalogue.graphql.server";

type Labelled = { label_de: string; label_en: string };

/**
 * /fachgebiete (spec 2.1, 3.4): every field that is not merged into another, relevant ones first,
 * each group in the alphabetical order of the page's language. One upstream request: fieldsOverview.
 */
export async function loadFieldsOverview(request: Request) {
  const locale = await getLocale(request);
  const api = await getApi(request, { locale });
  const [{ fieldsOverview }, t] = await Promise.all([
    api.request(FieldsOverviewDocument),
    getFixedT(request),
  ]);
  const label = (field: Labelled) => labelIn(locale, field);
  const collator = new Intl.Collator(locale);
  const fields = fieldsOverview
    // Mapped fields appear only under their target (the API already leaves them out).
    .filter((item) => item.field.mappedId == null)
    .map((item) => ({
      id: item.field.id,
      slug: item.field.slug,
      name: label(item.field),
      icon: item.field.icon,
      color: item.field.color,
      relevant: item.field.relevant,
      merged: item.merged.map(label),
      count: item.content_count,
      followed: item.is_followed,
    }))
    // By the name shown: the API orders by the German one.
    .sort((a, b) => collator.compare(a.name, b.name));
  return {
    title: pageTitle(t, "content:fields.title"),
    relevant: fields.filter((field) => field.relevant),
    other: fields.filter((field) => !field.relevant),
  };
}

export type OverviewField = Awaited<ReturnType<typeof loadFieldsOverview>>["relevant"][number];

/** A field's or channel's content by type, as the page's sections list it. */
const contentLists = ({ counts, livestreams, vods, e_learnings, shorts }: ContentLists): ContentLists => ({
  counts,
  livestreams,
  vods,
  e_learnings,
  shorts,
});

/**
 * /fachgebiete/{slug}: the field's content by type, its channels and experts. One upstream request:
 * fieldPage; 404 for an unknown slug. A mapped field (spec 3.4) redirects to its target.
 */
export async function loadFieldPage(request: Request, slug: string) {
  const locale = await getLocale(request);
  const api = await getApi(request, { locale });
  const { fieldPage: page } = await api.request(FieldPageDocument, { slug });
  if (!page) throw new Response(null, { status: 404 });
  if (page.redirect_to) throw redirect(linkTo({ type: "Field", slug: page.redirect_to }), 301);
  const t = await getFixedT(request);
  const label = (field: Labelled) => labelIn(locale, field);
  const name = label(page.field);
  return {
    title: titleWith(t, name),
    field: { id: page.field.id, slug: page.field.slug, name, icon: page.field.icon, color: page.field.color },
    merged: page.merged.map(label),
    // The Gebiet above (Innere Medizin above Kardiologie) and the fields below (decision 026).
    parent: page.parent ? { slug: page.parent.slug, name: label(page.parent) } : null,
    subfields: page.subfields
      .map((sub) => ({ slug: sub.slug, name: label(sub) }))
      .sort((a, b) => new Intl.Collator(locale).compare(a.name, b.name)),
    followed: page.is_followed,
    notify: page.notify,
    lists: contentLists(page),
    channels: page.channels.map((channel) => ({
      id: channel.id,
      slug: channel.slug,
      name: channel.name,
      thumbnailUrl: channel.thumbnail_url,
      color: channel.primary_field?.color ?? null,
    })),
    experts: page.experts,
  };
}

/**
 * /channel/{slug}: the channel, its experts with their roles, supporters and content. One upstream
 * request: channelPage; 404 for an unknown slug.
 */
export async function loadChannelPage(request: Request, slug: string) {
  const locale = await getLocale(request);
  const api = await getApi(request, { locale });
  const { channelPage: page } = await api.request(ChannelPageDocument, { slug });
  if (!page) throw new Response(null, { status: 404 });
  const t = await getFixedT(request);
  const { channel } = page;
  const field = channel.primary_field;
  return {
    title: titleWith(t, channel.name),
    channel: {
      id: channel.id,
      name: channel.name,
      description: channel.description,
      thumbnailUrl: channel.thumbnail_url,
      field: field ? { slug: field.slug, name: labelIn(locale, field), color: field.color } : null,
    },
    experts: channel.experts.map(({ role, expert }) => ({ ...expert, role })),
    supporters: channel.supporters,
    followed: page.is_followed,
    notify: page.notify,
    lists: contentLists(page),
  };
}
