import type { Translate } from "./validation";

/** Page titles: "Page – Product". */
export function pageTitle(t: Translate, key: string): string {
  return `${t(key)} – ${t("common:product_name")}`;
}
