import type { ClientLoaderFunctionArgs } from "@remix-run/react";
import i18next from "i18next";
import { loadStaffTexts } from "~/i18n";

/**
 * A staff page reached by a link: its texts (a chunk of their own) before its data (decision 035).
 * The first page of a visit gets them before hydration (entry.client.tsx).
 */
export async function staffClientLoader({ serverLoader }: ClientLoaderFunctionArgs) {
  await loadStaffTexts(i18next);
  return serverLoader();
}
