// The spec's markdown rules (part 1 §2 /lecciones/{id}): allowed link protocols, http(s) in a new
// tab, images at most 400 px high, raw HTML never executed.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lowerCaseScheme, Markdown } from './markdown';

function renderMarkdown(text: string) {
  return render(<Markdown>{text}</Markdown>).container;
}

describe('Markdown', () => {
  it.each([
    ['https://example.com/a', 'https://example.com/a'],
    ['http://example.com/a', 'http://example.com/a'],
    ['HTTPS://Example.com/A', 'https://Example.com/A'],
  ])('opens %s in a new tab with rel="noopener noreferrer"', (url, href) => {
    renderMarkdown(`[enlace](${url})`);
    const link = screen.getByRole('link', { name: 'enlace' });
    expect(link).toHaveAttribute('href', href);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it.each([
    'mailto:ana@example.com',
    'xmpp:ana@example.com',
    'irc://irc.example.com/ingles',
    'ircs://irc.example.com/x',
  ])('keeps a %s link, in the same tab', (url) => {
    renderMarkdown(`[enlace](${url})`);
    const link = screen.getByRole('link', { name: 'enlace' });
    expect(link).toHaveAttribute('href', url);
    expect(link).not.toHaveAttribute('target');
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
    'ftp://example.com/archivo',
    'file:///etc/passwd',
  ])('drops the %s link and keeps its text', (url) => {
    renderMarkdown(`[enlace](${url})`);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('enlace')).not.toHaveAttribute('href');
  });

  it('keeps a relative link in the same tab', () => {
    renderMarkdown('[práctica](/practices/1)');
    const link = screen.getByRole('link', { name: 'práctica' });
    expect(link).toHaveAttribute('href', '/practices/1');
    expect(link).not.toHaveAttribute('target');
  });

  it('caps images at 400 px high and never loads a data: or javascript: source', () => {
    renderMarkdown('![mapa](https://example.com/mapa.png) ![a](data:image/png;base64,AAAA) ![b](javascript:alert(1))');
    const image = screen.getByRole('img', { name: 'mapa' });
    expect(image).toHaveAttribute('src', 'https://example.com/mapa.png');
    expect(image).toHaveClass('max-h-[400px]', 'w-full');
    expect(screen.getByRole('img', { name: 'a' })).not.toHaveAttribute('src');
    expect(screen.getByRole('img', { name: 'b' })).not.toHaveAttribute('src');
  });

  it('loads the first image at once and first, and the later ones lazily, each in a box reserved before it arrives', () => {
    renderMarkdown('![primera](/images/a.svg)\n\ntexto\n\n![segunda](/images/b.svg) ![tercera](/images/c.svg)');
    const [first, ...later] = ['primera', 'segunda', 'tercera'].map((name) => screen.getByRole('img', { name }));
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    for (const image of later) {
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image).not.toHaveAttribute('fetchpriority');
    }
    // No size in markdown: the box is the text's width at 16:9 (at most 400 px high), the picture inside it.
    for (const image of [first, ...later]) {
      expect(image).toHaveClass('block', 'w-full', 'aspect-video', 'max-h-[400px]', 'object-contain');
      expect(image).not.toHaveAttribute('width');
    }
  });

  it("keeps a card preview's hidden images lazy, so they are never fetched", () => {
    render(<Markdown compact>{'![mapa](/images/a.svg)'}</Markdown>);
    const image = screen.getByRole('img', { name: 'mapa', hidden: true });
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).not.toHaveAttribute('fetchpriority');
  });

  it('never renders raw HTML: no script, no event handlers, no iframe, no style', () => {
    const container = renderMarkdown(
      [
        'Hola <b onclick="alert(1)">mundo</b>',
        '<script>alert(1)</script>',
        '<img src="x" onerror="alert(1)">',
        '<iframe src="https://example.com"></iframe>',
        '<a href="https://example.com" onmouseover="alert(1)">pasa</a>',
        '<style>body { display: none }</style>',
      ].join('\n\n'),
    );
    expect(container.querySelector('script, iframe, style, b, [onclick], [onerror], [onmouseover]')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(container).toHaveTextContent('Hola mundo');
  });

  it('renders GitHub-flavoured markdown: headings, lists, emphasis and a table that scrolls in its own box', () => {
    const container = renderMarkdown('## Vocabulario\n\n- uno\n- **dos**\n\n| a | b |\n|---|---|\n| 1 | 2 |');
    expect(screen.getByRole('heading', { level: 2, name: 'Vocabulario' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('dos').tagName).toBe('STRONG');
    const scroller = screen.getByRole('table').parentElement;
    expect(scroller).toHaveClass('overflow-x-auto');
    // A scrollable box a keyboard can reach (axe: scrollable-region-focusable).
    expect(scroller).toHaveAttribute('tabindex', '0');
    expect(container.firstElementChild).toHaveClass('break-words');
  });

  it.each([
    ['HTTPS://example.com', 'https://example.com'],
    ['Mailto:ana@example.com', 'mailto:ana@example.com'],
    ['JAVASCRIPT:alert(1)', 'javascript:alert(1)'],
    ['/practices/1?A=B:C', '/practices/1?A=B:C'],
    ['#Notas', '#Notas'],
  ])('lower-cases the scheme only: %j → %j', (url, expected) => {
    expect(lowerCaseScheme(url)).toBe(expected);
  });
});
