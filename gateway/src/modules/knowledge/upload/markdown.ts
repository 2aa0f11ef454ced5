import type { SourceSection } from '../chunking.js';

/**
 * Markdown into sections by heading (ATX `#` headings and setext underlines; not inside code fences),
 * with the inline syntax reduced to its words. The first top-level heading is the title.
 */
export function markdownSections(markdown: string, fallbackTitle: string): { title: string; sections: SourceSection[] } {
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  const sections: SourceSection[] = [];
  let current: SourceSection = { heading: null, text: '' };
  let title: string | undefined;
  let inFence = false;
  const open = (heading: string, level: number) => {
    if (current.text.trim()) sections.push(current);
    const clean = inline(heading);
    if (level === 1 && !title) title = clean;
    current = { heading: clean || null, text: '' };
  };
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i]!;
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    const atx = inFence ? null : /^ {0,3}(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line);
    const next = lines[i + 1] ?? '';
    if (atx) open(atx[2]!, atx[1]!.length);
    else if (!inFence && line.trim() && /^ {0,3}(=+|-+)\s*$/.test(next) && !(lines[i - 1] ?? '').trim()) {
      open(line, next.trim().startsWith('=') ? 1 : 2);
      i += 1;
    } else current.text += `${inFence ? line : inline(line)}\n`;
  }
  if (current.text.trim()) sections.push(current);
  return { title: title ?? fallbackTitle, sections };
}

function inline(text: string): string {
  return text
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, ' ')
    .replace(/(\*\*|__|\*|_|`)(\S.*?\S|\S)\1/g, '$2')
    .replace(/^\s{0,3}>\s?/, '')
    .replace(/^\s*([-*+]|\d+[.)])\s+/, '• ')
    .trim();
}
