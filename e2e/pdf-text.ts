// A printed page as its reader gets it: the PDF's text read back with pdf.js.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** The PDF's text, page by page, with runs joined and whitespace collapsed. */
export async function pdfPages(pdf: Uint8Array): Promise<string[]> {
  const document = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    const text = content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
    pages.push(text.replace(/\s+/g, ' '));
  }
  await document.destroy();
  return pages;
}
