// The markdown display (spec part 1 §2 /lecciones/{id}): the one renderer's HTML (its rules are tested in
// packages/domain/src/markdown) inserted and styled, its first image asked for at once, a card's never.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '@charla/domain/markdown';
import { Markdown } from './markdown';
import { MarkdownHtml } from './markdown-html';

describe('MarkdownHtml', () => {
  it('shows the renderer’s links: http(s) in a new tab, other allowed schemes in the same one, others as text', () => {
    render(
      <MarkdownHtml
        html={renderMarkdown('[web](HTTPS://example.com) [correo](mailto:a@b.c) [x](javascript:alert(1))')}
      />,
    );
    const web = screen.getByRole('link', { name: 'web' });
    expect(web).toHaveAttribute('href', 'https://example.com');
    expect(web).toHaveAttribute('target', '_blank');
    expect(web).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'correo' })).not.toHaveAttribute('target');
    expect(screen.queryByRole('link', { name: 'x' })).not.toBeInTheDocument();
    expect(screen.getByText('x')).not.toHaveAttribute('href');
  });

  it('asks for the first image at once and first, and the later ones lazily, each in a box reserved before it arrives', () => {
    const { container } = render(
      <MarkdownHtml
        html={renderMarkdown(
          '![primera](/images/a.svg)\n\ntexto\n\n![segunda](/images/b.svg) ![tercera](/images/c.svg)',
        )}
      />,
    );
    const [first, ...later] = ['primera', 'segunda', 'tercera'].map((name) => screen.getByRole('img', { name }));
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    for (const image of later) {
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image).not.toHaveAttribute('fetchpriority');
    }
    // No size in markdown: the box is the text's width at 16:9 until the picture's own shape is known
    // (at most 400 px high), the picture inside it.
    expect(container.firstElementChild).toHaveClass(
      '[&_img]:block',
      '[&_img]:w-full',
      '[&_img]:aspect-[auto_16/9]',
      '[&_img]:max-h-[400px]',
      '[&_img]:object-contain',
    );
  });

  it('renders GitHub-flavoured markdown: headings, lists, emphasis and a table that scrolls in a focusable box', () => {
    const { container } = render(
      <Markdown>{'## Vocabulario\n\n- uno\n- **dos**\n\n| a | b |\n|---|---|\n| 1 | 2 |'}</Markdown>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Vocabulario' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('dos').tagName).toBe('STRONG');
    // A scrollable box a keyboard can reach (axe: scrollable-region-focusable).
    expect(screen.getByRole('table').parentElement).toHaveAttribute('tabindex', '0');
    expect(container.firstElementChild).toHaveClass('break-words', '[&_div[tabindex]]:overflow-x-auto');
  });

  it('never renders raw HTML written in the markdown', () => {
    const { container } = render(
      <Markdown>
        {'Hola <b onclick="alert(1)">mundo</b>\n\n<script>alert(1)</script>\n\n<img src="x" onerror="alert(1)">'}
      </Markdown>,
    );
    expect(container.querySelector('script, b, img, [onclick], [onerror]')).toBeNull();
    expect(container).toHaveTextContent('Hola mundo');
  });
});
