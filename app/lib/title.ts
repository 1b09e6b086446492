import type { Translate } from "./validation";

/** A page title: "Text – Product" (the text already in the viewer's language: an item's title, a name). */
export function titleWith(t: Translate, text: string): string {
  return `${text} – ${t("common:product_name")}`;
}

/** A page title from a translation key: "Page – Product". */
export function pageTitle(t: Translate, key: string, values?: Record<string, unknown>): string {
  return titleWith(t, t(key, values));
}
