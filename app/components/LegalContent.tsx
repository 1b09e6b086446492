/** Legal text rendered from the operator's Markdown (trusted content written by the operator, not by users). */
export function LegalContent({ html, headingOffset = false }: { html: string; headingOffset?: boolean }) {
  return (
    <div
      className={`legal-content max-w-none text-ink ${headingOffset ? "legal-in-dialog" : ""}`}
      // Operator-authored Markdown from content/legal, rendered on the server by marked.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
