/** A minimal PDF (PocketBase sniffs the content, so it must start like one). */
export function pdfBytes(title: string): Buffer {
  return Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n` +
      `2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n` +
      `3 0 obj << /Title (${title}) >> endobj\ntrailer << /Root 1 0 R /Info 3 0 R >>\n%%EOF\n`,
  );
}
