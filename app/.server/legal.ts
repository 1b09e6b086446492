import { readFile } from "node:fs/promises";
import path from "node:path";
import { marked } from "marked";
import type { Language } from "~/i18n";

export const legalPages = ["imprint", "terms", "privacy-policy", "accessibility-policy"] as const;
export type LegalPage = (typeof legalPages)[number];

const contentDir = path.resolve("content");

/**
 * Operator-edited legal texts: content/legal/{lang}/{page}.md with {{key}} placeholders filled from
 * content/company.json. Read on each request so an edit shows without a rebuild.
 */
export async function loadLegalPage(
  page: LegalPage,
  locale: Language,
): Promise<{ title: string; html: string }> {
  const [markdown, company] = await Promise.all([
    readFile(path.join(contentDir, "legal", locale, `${page}.md`), "utf8"),
    readFile(path.join(contentDir, "company.json"), "utf8").then(
      (raw) => JSON.parse(raw) as Record<string, string>,
    ),
  ]);
  const filled = markdown.replace(/\{\{\s*([a-z_]+)\s*\}\}/g, (match, key: string) => company[key] ?? match);
  const title = /^#\s+(.+)$/m.exec(filled)?.[1]?.trim() ?? page;
  return { title, html: await marked.parse(filled, { async: true }) };
}

export function isLegalPage(value: unknown): value is LegalPage {
  return legalPages.includes(value as LegalPage);
}
