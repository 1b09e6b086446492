import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { marked } from "marked";
import type { Language } from "~/i18n";

export const legalPages = ["imprint", "terms", "privacy-policy", "accessibility-policy"] as const;
export type LegalPage = (typeof legalPages)[number];
/**
 * Operator-edited pages besides the legal dialogs: the Widerrufsbelehrung the checkout links to, and
 * spec 2.1's /uber-{product} and /jobs.
 */
export const operatorPages = [...legalPages, "withdrawal-policy", "uber-fortbildung", "jobs"] as const;
export type OperatorPage = (typeof operatorPages)[number];
type Rendered = { title: string; html: string };

const contentDir = path.resolve("content");
const companyFile = path.join(contentDir, "company.json");
const cache = new Map<string, Rendered & { version: string }>();

/**
 * Operator-edited texts (the legal pages, about us, jobs): content/legal/{lang}/{page}.md with
 * {{key}} placeholders filled from content/company.json. An edit shows without a rebuild: the
 * rendering is cached per file version.
 */
export async function loadLegalPage(page: OperatorPage, locale: Language): Promise<Rendered> {
  const file = path.join(contentDir, "legal", locale, `${page}.md`);
  const [fileStat, companyStat] = await Promise.all([stat(file), stat(companyFile)]);
  const version = `${fileStat.mtimeMs}:${companyStat.mtimeMs}`;
  const cached = cache.get(file);
  if (cached?.version === version) return cached;

  const [markdown, company] = await Promise.all([
    readFile(file, "utf8"),
    readFile(companyFile, "utf8").then((raw) => JSON.parse(raw) as Record<string, string>),
  ]);
  // Filled before Markdown parsing, so placeholders inside links work too.
  const filled = markdown.replace(/\{\{\s*([a-z_]+)\s*\}\}/g, (match, key: string) => company[key] ?? match);
  const title = /^#\s+(.+)$/m.exec(filled)?.[1]?.trim() ?? page;
  const rendered = { title, html: await marked.parse(filled, { async: true }), version };
  cache.set(file, rendered);
  return rendered;
}

export function isLegalPage(value: unknown): value is LegalPage {
  return legalPages.includes(value as LegalPage);
}

export function isOperatorPage(value: unknown): value is OperatorPage {
  return operatorPages.includes(value as OperatorPage);
}
