// Markdown as the spec shows it (part 1 §"Lessons"): GitHub-flavoured, sanitised, links only to
// http, https, irc, ircs, mailto and xmpp (react-markdown's and rehype-sanitize's defaults are exactly
// these), http(s) links in a new tab, images at most 400 px high. Raw HTML is dropped, never run.
// Images load early and move nothing when they arrive (docs/decisions/025): see IMAGE_BOX.
// The one renderer: lesson notes and tasks, their list cards and the content editor's preview.
import ReactMarkdown, { type Components } from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';

/**
 * URL schemes are case-insensitive (RFC 3986 §3.1), but the sanitiser compares them as written:
 * 'HTTPS://…' would lose its link. The scheme is lower-cased first; the allow-list still decides.
 */
export function lowerCaseScheme(url: string): string {
  return url.replace(/^\s*([a-z][a-z0-9+.-]*):/i, (_match, scheme: string) => `${scheme.toLowerCase()}:`);
}

interface HastNode {
  type: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
}

/** Runs before rehype-sanitize: every href and src with its scheme lower-cased. */
function rehypeLowerCaseSchemes() {
  const visit = (node: HastNode) => {
    for (const key of ['href', 'src']) {
      const value = node.properties?.[key];
      if (typeof value === 'string') node.properties![key] = lowerCaseScheme(value);
    }
    node.children?.forEach(visit);
  };
  return visit;
}

/**
 * Runs after rehype-sanitize, on what it kept: the first image loads at once (on a lesson it is often
 * the page's largest paint, and a lazy image waits for layout), every later one when it nears the screen.
 */
function rehypeImageLoading() {
  return (tree: HastNode) => {
    let isFirst = true;
    const visit = (node: HastNode) => {
      if (node.type === 'element' && node.tagName === 'img') {
        node.properties = { ...node.properties, loading: isFirst ? 'eager' : 'lazy' };
        isFirst = false;
      }
      node.children?.forEach(visit);
    };
    visit(tree);
  };
}

/**
 * Markdown gives an image no size, so its box is reserved before it arrives: the text's width at 16:9,
 * at most 400 px high, the picture drawn whole inside it from the top left (object-contain: never
 * cropped or stretched). Its arrival then shifts nothing below it (CLS).
 */
const IMAGE_BOX = 'block aspect-video max-h-[400px] w-full object-contain object-left-top';

const components: Components = {
  a: ({ href, children }) =>
    /^https?:/i.test(href ?? '') ? (
      <a href={href} target="_blank" rel="noopener noreferrer" className="text-teal-800 underline">
        {children}
      </a>
    ) : (
      <a href={href} className="text-teal-800 underline">
        {children}
      </a>
    ),
  img: ({ src, alt, loading }) => (
    <img
      src={typeof src === 'string' ? src : undefined}
      alt={alt ?? ''}
      loading={loading === 'eager' ? 'eager' : 'lazy'}
      fetchPriority={loading === 'eager' ? 'high' : undefined}
      className={IMAGE_BOX}
    />
  ),
  // A wide table scrolls in its own box instead of widening the page (no sideways scroll at 375 px);
  // the box takes focus so a keyboard can scroll it too.
  table: ({ children }) => (
    <div
      tabIndex={0}
      className="max-w-full overflow-x-auto rounded focus-visible:outline-2 focus-visible:outline-teal-600"
    >
      <table className="min-w-full border-collapse text-sm [&_td]:border [&_td]:border-slate-200 [&_td]:px-2 [&_td]:py-1 [&_th]:border [&_th]:border-slate-200 [&_th]:bg-slate-50 [&_th]:px-2 [&_th]:py-1 [&_th]:text-left">
        {children}
      </table>
    </div>
  ),
  pre: ({ children }) => (
    <pre
      tabIndex={0}
      className="max-w-full overflow-x-auto rounded-lg bg-slate-100 p-3 text-sm focus-visible:outline-2 focus-visible:outline-teal-600"
    >
      {children}
    </pre>
  ),
};

/** Headings, quotes and code get their look here (the CSS reset leaves them as plain text). */
const PROSE =
  'min-w-0 break-words text-slate-800 [&_blockquote]:border-l-4 [&_blockquote]:border-slate-300 [&_blockquote]:pl-3 [&_blockquote]:text-slate-700 [&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_code]:text-sm [&_li]:ml-5 [&_ol]:list-decimal [&_ul]:list-disc';
const FULL =
  'space-y-3 [&_h1]:text-xl [&_h1]:font-bold [&_h1]:text-slate-900 [&_h2]:text-lg [&_h2]:font-bold [&_h2]:text-slate-900 [&_h3]:font-semibold [&_h3]:text-slate-900 [&_h4]:font-semibold';
/** A few lines' preview (list cards): headings as bold text, no images, tables or code blocks. */
const COMPACT = 'space-y-1 text-sm [&_h1,&_h2,&_h3,&_h4,&_h5,&_h6]:font-semibold [&_img,&_pre,&_table]:hidden';

interface MarkdownProps {
  children: string;
  className?: string;
  /** The short preview of a list card, e.g. clamped to three lines by `className`. */
  compact?: boolean;
}

export function Markdown({ children, className = '', compact = false }: MarkdownProps) {
  return (
    <div className={`${PROSE} ${compact ? COMPACT : FULL} ${className}`.trim()}>
      <ReactMarkdown
        remarkPlugins={[remarkGfm]}
        // A card's preview hides its images (COMPACT): they stay lazy, so they are never fetched.
        rehypePlugins={
          compact
            ? [rehypeLowerCaseSchemes, rehypeSanitize]
            : [rehypeLowerCaseSchemes, rehypeSanitize, rehypeImageLoading]
        }
        components={components}
      >
        {children}
      </ReactMarkdown>
    </div>
  );
}
