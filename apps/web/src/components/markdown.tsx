// Markdown as the spec shows it (part 1 §"Lessons"): GitHub-flavoured, sanitised, links only to
// http, https, irc, ircs, mailto and xmpp (react-markdown's and rehype-sanitize's defaults are exactly
// these), http(s) links in a new tab, images at most 400 px high.
import ReactMarkdown, { type Components } from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';

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
  img: ({ src, alt }) => (
    <img src={typeof src === 'string' ? src : undefined} alt={alt ?? ''} className="max-h-[400px] max-w-full" />
  ),
};

export function Markdown({ children, className = '' }: { children: string; className?: string }) {
  return (
    <div className={`space-y-3 text-slate-800 [&_li]:ml-5 [&_ol]:list-decimal [&_ul]:list-disc ${className}`.trim()}>
      <ReactMarkdown remarkPlugins={[remarkGfm]} rehypePlugins={[rehypeSanitize]} components={components}>
        {children}
      </ReactMarkdown>
    </div>
  );
}
