import type { MetaFunction } from "@remix-run/node";
import { textsFor } from "~/i18n";

/**
 * A page's title and description (search engines show it; Lighthouse's SEO check asks for one on
 * every page): the loader's `metaDescription` where the page has its own, else the platform's.
 */
export const pageMeta: MetaFunction = ({ data, matches }) => {
  const page = data as { title?: string; metaDescription?: string | null } | undefined;
  const root = matches.find((match) => match.id === "root")?.data as { locale?: string } | undefined;
  const description = page?.metaDescription || textsFor(root?.locale ?? "de").landing.meta.description;
  return [{ title: page?.title }, { name: "description", content: description }];
};
