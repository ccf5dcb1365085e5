// Markdown as the spec shows it (part 1 §2 /lecciones/{id}): GitHub-flavoured, sanitised (rehype-sanitize's
// default schema, GitHub's), links only to http, https, irc, ircs, mailto and xmpp, http(s) links in a new
// tab with rel noopener. Raw HTML is dropped, never run. The one renderer (docs/decisions/027): the API
// renders a lesson's task and notes when the lesson is written and sends the HTML with each assignment; the
// content editor's preview renders its draft with this same function, so an author sees what a student will.
// What it writes carries no classes: the web's MarkdownHtml styles it (images at most 400 px high, boxes).
import type { Element, Root, RootContent } from 'hast';
import rehypeSanitize from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified, type Processor } from 'unified';

/**
 * Moves forward whenever what `renderMarkdown` writes for the same text changes: the API renders again,
 * at start-up, every lesson rendered by an older version (lessons.html_version).
 */
export const MARKDOWN_VERSION = 1;

/**
 * URL schemes are case-insensitive (RFC 3986 §3.1), but the sanitiser compares them as written:
 * 'HTTPS://…' would lose its link. The scheme is lower-cased first; the allow-list still decides.
 */
export function lowerCaseScheme(url: string): string {
  return url.replace(/^\s*([a-z][a-z0-9+.-]*):/i, (_match, scheme: string) => `${scheme.toLowerCase()}:`);
}

function visitElements(node: Root | RootContent, visit: (element: Element, parent: Root | Element) => void) {
  if (!('children' in node)) return;
  // A copy: a visit may replace the child it is given.
  for (const child of [...node.children]) {
    if (child.type === 'element') visit(child, node as Root | Element);
    visitElements(child, visit);
  }
}

/** Before the sanitiser: every href and src with its scheme lower-cased. */
const rehypeLowerCaseSchemes = () => (tree: Root) =>
  visitElements(tree, (element) => {
    for (const key of ['href', 'src']) {
      const value = element.properties[key];
      if (typeof value === 'string') element.properties[key] = lowerCaseScheme(value);
    }
  });

/**
 * After the sanitiser, on what it kept: http(s) links open in a new tab without access to this one;
 * images load when they near the screen (a page may ask for its first one at once: MarkdownHtml's
 * `priority`); a table scrolls in its own box and a code block in itself, each reachable by keyboard
 * (axe: scrollable-region-focusable).
 */
const rehypePresent = () => (tree: Root) =>
  visitElements(tree, (element, parent) => {
    const { tagName, properties } = element;
    if (tagName === 'a' && /^https?:/.test(String(properties.href ?? ''))) {
      properties.target = '_blank';
      properties.rel = ['noopener', 'noreferrer'];
    } else if (tagName === 'img') {
      properties.loading = 'lazy';
    } else if (tagName === 'pre') {
      properties.tabIndex = 0;
    } else if (tagName === 'table') {
      const box: Element = { type: 'element', tagName: 'div', properties: { tabIndex: 0 }, children: [element] };
      parent.children[parent.children.indexOf(element)] = box;
    }
  });

let processor: Processor<Root, Root, Root, Root, string> | undefined;

/** Safe HTML for a markdown text (empty text: an empty string). */
export function renderMarkdown(text: string): string {
  processor ??= unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkRehype)
    .use(rehypeLowerCaseSchemes)
    .use(rehypeSanitize)
    .use(rehypePresent)
    .use(rehypeStringify)
    .freeze() as unknown as Processor<Root, Root, Root, Root, string>;
  return String(processor.processSync(text));
}

/** An optional text's HTML: no text, no HTML. */
export function renderOptionalMarkdown(text: string | null): string | null {
  return text === null ? null : renderMarkdown(text);
}

/**
 * A lesson's task and notes with their HTML, as the API sends them with an assignment: what the content
 * editor's preview shows for a draft.
 */
export function renderLessonTexts<T extends { task: string; notes: string | null }>(
  lesson: T,
): T & { task_html: string; notes_html: string | null } {
  return { ...lesson, task_html: renderMarkdown(lesson.task), notes_html: renderOptionalMarkdown(lesson.notes) };
}
