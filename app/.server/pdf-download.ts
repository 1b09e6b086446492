/** A PDF from the upstream (base64) as a download; personal data, so never kept by a shared cache. */
export function pdfDownload(file: { file_name: string; base64: string }): Response {
  const bytes = Buffer.from(file.base64, "base64");
  return new Response(bytes, {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Length": String(bytes.byteLength),
      "Content-Disposition": `attachment; filename="${file.file_name.replace(/[^A-Za-z0-9._-]/g, "_")}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
