// Markdown policy documents as Word files, so the corpus enters the product the way customers' documents
// do (DOCX upload -> extraction worker -> mammoth -> heading sections -> chunks). Headings become Word
// heading styles, paragraphs and list items become paragraphs, tables become Word tables; inline markup
// and link targets are dropped, as a reader sees the rendered text.
import { AlignmentType, Document, Footer, Header, HeadingLevel, Packer, PageNumber, Paragraph, Table, TableCell, TableRow, TextRun, WidthType } from 'docx';
import MarkdownIt from 'markdown-it';

const md = new MarkdownIt();
const headingLevels = [HeadingLevel.HEADING_1, HeadingLevel.HEADING_2, HeadingLevel.HEADING_3, HeadingLevel.HEADING_4, HeadingLevel.HEADING_5, HeadingLevel.HEADING_6];

/**
 * @param {string} markdown
 * @param {{ title: string } | undefined} [published] as an organisation publishes it (--format office-pdf): list items
 *   as Word bullets, and a running header (the title) and footer ("Page n of m") on every page
 * @returns {Promise<Buffer>}
 */
export async function markdownToDocx(markdown, published) {
  const children = blocksOf(md.parse(markdown, {}), Boolean(published));
  if (!published) return Packer.toBuffer(new Document({ sections: [{ children }] }));
  const small = { size: 16, color: '555555' };
  return Packer.toBuffer(
    new Document({
      sections: [
        {
          headers: { default: new Header({ children: [new Paragraph({ children: [new TextRun({ text: `${published.title} | Internal`, ...small })] })] }) },
          footers: {
            default: new Footer({
              children: [new Paragraph({ alignment: AlignmentType.RIGHT, children: [new TextRun({ children: ['Page ', PageNumber.CURRENT, ' of ', PageNumber.TOTAL_PAGES], ...small })] })],
            }),
          },
          children,
        },
      ],
    }),
  );
}

function blocksOf(tokens, bullets) {
  const blocks = [];
  let listDepth = 0;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    if (token.type === 'bullet_list_open' || token.type === 'ordered_list_open') listDepth++;
    else if (token.type === 'bullet_list_close' || token.type === 'ordered_list_close') listDepth--;
    else if (token.type === 'heading_open') {
      const text = plain(tokens[i + 1]);
      if (text) blocks.push(new Paragraph({ heading: headingLevels[Number(token.tag.slice(1)) - 1], children: [new TextRun(text)] }));
      i += 2;
    } else if (token.type === 'inline') {
      const text = plain(token);
      if (text) blocks.push(new Paragraph({ children: [new TextRun(text)], ...(bullets && listDepth > 0 ? { bullet: { level: Math.min(listDepth, 9) - 1 } } : {}) }));
    } else if (token.type === 'fence' || token.type === 'code_block') {
      for (const line of token.content.split('\n').filter((l) => l.trim())) blocks.push(new Paragraph({ children: [new TextRun(line)] }));
    } else if (token.type === 'table_open') {
      const end = tokens.findIndex((t, j) => j > i && t.type === 'table_close');
      blocks.push(tableOf(tokens.slice(i, end)));
      i = end;
    }
  }
  return blocks;
}

function tableOf(tokens) {
  const rows = [];
  let cells = null;
  for (const token of tokens) {
    if (token.type === 'tr_open') cells = [];
    else if (token.type === 'inline' && cells) cells.push(plain(token));
    else if (token.type === 'tr_close' && cells) rows.push(cells);
  }
  const width = Math.max(...rows.map((r) => r.length));
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: rows.map((r) => new TableRow({ children: Array.from({ length: width }, (_, c) => new TableCell({ children: [new Paragraph({ children: [new TextRun(r[c] ?? '')] })] })) })),
  });
}

/** An inline token's text as rendered: markup and link targets dropped, line breaks as spaces. */
function plain(inline) {
  return (inline.children ?? [])
    .map((child) => (child.type === 'text' || child.type === 'code_inline' ? child.content : child.type === 'softbreak' || child.type === 'hardbreak' ? ' ' : ''))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}
