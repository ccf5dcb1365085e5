// A markdown text rendered in the browser by the one renderer (@charla/domain/markdown, docs/decisions/027)
// and shown as MarkdownHtml: the content editor's previews of what it writes. A page that shows a saved
// lesson takes the API's HTML and MarkdownHtml alone, and so never loads the markdown parser.
import { useMemo } from 'react';
import { renderMarkdown } from '@charla/domain/markdown';
import { MarkdownHtml, type MarkdownHtmlProps } from './markdown-html';

/** A markdown text rendered here, in the browser: the content editor's previews of what it writes. */
export function Markdown({ children, ...props }: Omit<MarkdownHtmlProps, 'html'> & { children: string }) {
  const html = useMemo(() => renderMarkdown(children), [children]);
  return <MarkdownHtml html={html} {...props} />;
}
