// A list card's summary of a lesson's task or notes (issue 48): the words of the HTML that
// @charla/domain/markdown renders, read in an inert template (nothing in it is fetched or run).

/** Left out of a summary: headings (the card has its own title), pictures, tables, code and rules. */
const LEFT_OUT = 'h1, h2, h3, h4, h5, h6, img, table, pre, hr';
/** Blocks whose words must not run into the next block's. */
const BLOCKS = 'p, li, blockquote, dd, dt, br';

const wordsOf = (node: Node) => (node.textContent ?? '').replace(/\s+/g, ' ').trim();

/**
 * The paragraphs' and list items' words on one line, without headings, pictures, tables or code; the
 * headings' words when there is nothing else.
 */
export function htmlSummary(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  const content = template.content;
  for (const block of content.querySelectorAll(BLOCKS)) block.after(' ');
  const whole = wordsOf(content);
  for (const node of content.querySelectorAll(LEFT_OUT)) node.remove();
  return wordsOf(content) || whole;
}
