// Markdown as the spec shows it (part 1 §2 /lecciones/{id}). The HTML comes from the one renderer,
// @charla/domain/markdown, which sanitises it (allowed link protocols only, raw HTML dropped) and opens
// http(s) links in a new tab (docs/decisions/027): a student's lesson arrives rendered by the API, the
// content editor's preview renders its draft with the same function. Styled here: headings, lists,
// quotes and code, tables and code blocks that scroll in their own box, images at most 400 px high.
import { useMemo } from 'react';
import { firstImageIn } from './first-image';

/**
 * Markdown gives an image no size, so its box is reserved before it arrives: the text's width at 16:9,
 * at most 400 px high. Once the picture's own shape is known (`aspect-ratio: auto 16/9`) the box takes
 * it, so a wide picture leaves no blank band under it (issue 48); a preloaded one has it from the first
 * layout. The picture is drawn whole from the top left (object-contain: never cropped or stretched).
 */
const IMAGES =
  '[&_img]:block [&_img]:aspect-[auto_16/9] [&_img]:max-h-[400px] [&_img]:w-full [&_img]:object-contain [&_img]:object-left-top';
/** A wide table (in the renderer's focusable box) or code block scrolls by itself, not the page. */
const SCROLLERS =
  '[&_div[tabindex]]:max-w-full [&_div[tabindex]]:overflow-x-auto [&_div[tabindex]]:rounded [&_pre]:max-w-full [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-slate-100 [&_pre]:p-3 [&_pre]:text-sm [&_[tabindex]:focus-visible]:outline-2 [&_[tabindex]:focus-visible]:outline-teal-600';
const TABLES =
  '[&_table]:min-w-full [&_table]:border-collapse [&_table]:text-sm [&_td]:border [&_td]:border-slate-200 [&_td]:px-2 [&_td]:py-1 [&_th]:border [&_th]:border-slate-200 [&_th]:bg-slate-50 [&_th]:px-2 [&_th]:py-1 [&_th]:text-left';
/** Headings, quotes and code get their look here (the CSS reset leaves them as plain text). */
const PROSE = `min-w-0 break-words text-slate-800 [&_a]:text-teal-800 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-slate-300 [&_blockquote]:pl-3 [&_blockquote]:text-slate-700 [&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_code]:text-sm [&_li]:ml-5 [&_ol]:list-decimal [&_ul]:list-disc ${IMAGES} ${SCROLLERS} ${TABLES}`;
/** Headings by level, blocks apart. */
const HEADINGS =
  'space-y-3 [&_h1]:text-xl [&_h1]:font-bold [&_h1]:text-slate-900 [&_h2]:text-lg [&_h2]:font-bold [&_h2]:text-slate-900 [&_h3]:font-semibold [&_h3]:text-slate-900 [&_h4]:font-semibold';

export interface MarkdownHtmlProps {
  /** What @charla/domain/markdown's renderMarkdown wrote, and nothing else: it is inserted as it is. */
  html: string;
  className?: string;
}

/** A lesson's task or notes in full; a list card shows a summary instead (html-summary.ts). */
export function MarkdownHtml({ html, className = '' }: MarkdownHtmlProps) {
  const shown = useMemo(() => withFirstImageEager(html), [html]);
  return <div className={`${PROSE} ${HEADINGS} ${className}`.trim()} dangerouslySetInnerHTML={{ __html: shown }} />;
}

/**
 * The renderer loads every image lazily. The first one is asked for at once and first (on a
 * lesson it is often the page's largest paint, and a lazy image waits for layout). The attributes are
 * set in an inert template, before the HTML reaches the page: an image in the page is asked for as it
 * is inserted, so attributes set afterwards no longer change its request's priority.
 */
function withFirstImageEager(html: string): string {
  const { template, image } = firstImageIn(html);
  if (!image) return html;
  image.setAttribute('loading', 'eager');
  image.setAttribute('fetchpriority', 'high');
  return template.innerHTML;
}
