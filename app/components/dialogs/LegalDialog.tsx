import { LegalContent } from "~/components/LegalContent";
import { UrlDialog } from "./UrlDialog";

/** Imprint, terms and privacy as dialogs from the landing footer (spec 2.1). */
export function LegalDialog({ title, html }: { title: string; html: string }) {
  // The Markdown's own h1 repeats the title; the dialog title stands in for it.
  const body = html.replace(/^\s*<h1[^>]*>.*?<\/h1>/s, "");
  return (
    <UrlDialog title={title} width={800}>
      <LegalContent html={body} />
    </UrlDialog>
  );
}
