/**
 * A minimal PDF 1.4 writer for the portal's text documents: A4 pages, Helvetica and
 * Helvetica-Bold (standard fonts, nothing embedded), headings, paragraphs and bullets, wrapped
 * and paged. Text is WinAnsi: other characters become '?'.
 */
export type Block =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'bullet'; text: string };

export interface PdfDocument {
  title: string;
  subtitle: string;
  blocks: readonly Block[];
}

const page = { width: 595, height: 842, margin: 56 };
const textWidth = page.width - 2 * page.margin;
const bulletIndent = 14;

interface Style {
  font: 'F1' | 'F2';
  size: number;
  leading: number;
  before: number;
}

const styles: Record<Block['kind'] | 'title' | 'subtitle', Style> = {
  title: { font: 'F1', size: 20, leading: 26, before: 0 },
  subtitle: { font: 'F2', size: 10, leading: 14, before: 4 },
  heading: { font: 'F1', size: 13, leading: 18, before: 14 },
  paragraph: { font: 'F2', size: 10.5, leading: 15, before: 6 },
  bullet: { font: 'F2', size: 10.5, leading: 15, before: 3 },
};

/** Helvetica's advance widths (per 1000 em), roughly, by character class; bold runs wider. */
function charWidth(char: string, bold: boolean): number {
  let width = 556;
  if (' '.includes(char)) width = 278;
  else if ("il.,:;'!|".includes(char)) width = 250;
  else if ('fjrt()[]-/'.includes(char)) width = 333;
  else if ('mwMW'.includes(char)) width = 860;
  else if (/[A-Z]/.test(char)) width = 690;
  return bold ? width * 1.08 : width;
}

function measure(text: string, style: Style): number {
  let total = 0;
  for (const char of text) total += charWidth(char, style.font === 'F1');
  return (total * style.size) / 1000;
}

function wrap(text: string, style: Style, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (line && measure(next, style) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/** WinAnsi's bytes for the typographic characters the texts use. */
const winAnsi: Record<string, string> = {
  '\u2018': '\x91',
  '\u2019': '\x92',
  '\u201c': '\x93',
  '\u201d': '\x94',
  '\u2022': '\x95',
  '\u2013': '\x96',
  '\u2014': '\x97',
  '\u2026': '\x85',
  '\u20ac': '\x80',
};

/** A PDF string literal: WinAnsi text with (, ) and \ escaped. */
function literal(text: string): string {
  const latin = [...text]
    .map((char) => winAnsi[char] ?? (char.charCodeAt(0) < 256 ? char : '?'))
    .join('');
  return `(${latin.replace(/[\\()]/g, (c) => `\\${c}`)})`;
}

interface Line {
  style: Style;
  text: string;
  x: number;
  y: number;
}

function layout(doc: PdfDocument): Line[][] {
  const pages: Line[][] = [[]];
  let y = page.height - page.margin;
  const place = (style: Style, text: string, x: number, first: boolean) => {
    const gap = (first ? style.before : 0) + style.leading;
    if (y - gap < page.margin) {
      pages.push([]);
      y = page.height - page.margin;
    } else y -= gap;
    pages[pages.length - 1]!.push({ style, text, x, y });
  };
  const add = (kind: keyof typeof styles, text: string) => {
    const style = styles[kind];
    const indent = kind === 'bullet' ? bulletIndent : 0;
    wrap(text, style, textWidth - indent).forEach((line, index) => {
      if (kind === 'bullet' && index === 0) {
        place(style, '\u2022', page.margin, true);
        y += style.leading;
      }
      place(style, line, page.margin + indent, index === 0 && kind !== 'bullet');
    });
  };
  add('title', doc.title);
  add('subtitle', doc.subtitle);
  for (const block of doc.blocks) add(block.kind, block.text);
  return pages;
}

function contentStream(lines: readonly Line[], pageNumber: number, pageCount: number): string {
  const ops = lines.map(
    (line) =>
      `BT /${line.style.font} ${line.style.size} Tf ${line.x} ${line.y.toFixed(1)} Td ${literal(line.text)} Tj ET`,
  );
  const footer = `Marque developer portal - page ${pageNumber} of ${pageCount}`;
  ops.push(`BT /F2 8 Tf ${page.margin} 30 Td ${literal(footer)} Tj ET`);
  return ops.join('\n');
}

/** The document as the bytes of a PDF 1.4 file. */
export function writePdf(doc: PdfDocument): Buffer {
  const pages = layout(doc);
  const fontsAt = 3;
  const firstPageAt = 5;
  const objects: string[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pages.map((_, i) => `${firstPageAt + 2 * i} 0 R`).join(' ')}] /Count ${pages.length} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  pages.forEach((lines, index) => {
    const stream = contentStream(lines, index + 1, pages.length);
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${page.width} ${page.height}] ` +
        `/Resources << /Font << /F1 ${fontsAt} 0 R /F2 ${fontsAt + 1} 0 R >> >> ` +
        `/Contents ${firstPageAt + 2 * index + 1} 0 R >>`,
      `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    );
  });
  const info = objects.length + 1;
  // The info dictionary is PDFDocEncoding, not WinAnsi: its title keeps to plain ASCII.
  const asciiTitle = doc.title.replace(/[\u2013\u2014]/g, '-');
  objects.push(`<< /Title ${literal(asciiTitle)} /Producer (Marque make-documents) >>`);

  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${info} 0 R >>\n`;
  out += `startxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
