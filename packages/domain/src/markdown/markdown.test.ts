// The spec's markdown rules (part 1 §2 /lecciones/{id}) on the HTML the one renderer writes: allowed link
// protocols, http(s) in a new tab, raw HTML never kept, GitHub-flavoured markdown.
import { describe, expect, it } from 'vitest';
import { lowerCaseScheme, renderLessonTexts, renderMarkdown } from './index';

describe('renderMarkdown', () => {
  it.each([
    ['https://example.com/a', 'https://example.com/a'],
    ['http://example.com/a', 'http://example.com/a'],
    ['HTTPS://Example.com/A', 'https://Example.com/A'],
  ])('opens %s in a new tab with rel="noopener noreferrer"', (url, href) => {
    expect(renderMarkdown(`[enlace](${url})`)).toBe(
      `<p><a href="${href}" target="_blank" rel="noopener noreferrer">enlace</a></p>`,
    );
  });

  it.each([
    'mailto:ana@example.com',
    'xmpp:ana@example.com',
    'irc://irc.example.com/ingles',
    'ircs://irc.example.com/x',
  ])('keeps a %s link, in the same tab', (url) => {
    expect(renderMarkdown(`[enlace](${url})`)).toBe(`<p><a href="${url}">enlace</a></p>`);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
    'ftp://example.com/archivo',
    'file:///etc/passwd',
  ])('drops the %s link and keeps its text', (url) => {
    const html = renderMarkdown(`[enlace](${url})`);
    expect(html).not.toContain('href');
    expect(html).toContain('enlace');
  });

  it('keeps a relative link in the same tab', () => {
    expect(renderMarkdown('[práctica](/practices/1)')).toBe('<p><a href="/practices/1">práctica</a></p>');
  });

  it('loads every image lazily and never a data: or javascript: source', () => {
    const html = renderMarkdown(
      '![mapa](https://example.com/mapa.png) ![a](data:image/png;base64,AAAA) ![b](javascript:alert(1))',
    );
    expect(html).toBe(
      '<p><img src="https://example.com/mapa.png" alt="mapa" loading="lazy"> <img alt="a" loading="lazy"> <img alt="b" loading="lazy"></p>',
    );
  });

  it('never keeps raw HTML: no script, no event handlers, no iframe, no style', () => {
    const html = renderMarkdown(
      [
        'Hola <b onclick="alert(1)">mundo</b>',
        '<script>alert(1)</script>',
        '<img src="x" onerror="alert(1)">',
        '<iframe src="https://example.com"></iframe>',
        '<a href="https://example.com" onmouseover="alert(1)">pasa</a>',
        '<style>body { display: none }</style>',
      ].join('\n\n'),
    );
    expect(html).not.toMatch(/<(script|iframe|style|b|img|a)\b|onclick|onerror|onmouseover/i);
    expect(html).toContain('Hola mundo');
  });

  it('writes GitHub-flavoured markdown: headings, lists, emphasis, a table in a focusable box, code', () => {
    const html = renderMarkdown(
      '## Vocabulario\n\n- uno\n- **dos**\n- ~~tres~~\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n```\ncode\n```',
    );
    expect(html).toContain('<h2>Vocabulario</h2>');
    expect(html).toContain('<li><strong>dos</strong></li>');
    expect(html).toContain('<li><del>tres</del></li>');
    expect(html).toMatch(/<div tabindex="0"><table>[\s\S]*<td>1<\/td>[\s\S]*<\/table><\/div>/);
    expect(html).toContain('<pre tabindex="0"><code>code\n</code></pre>');
  });

  it('writes nothing for an empty text', () => {
    expect(renderMarkdown('')).toBe('');
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

describe('renderLessonTexts', () => {
  it('adds the task and notes HTML; no notes, no notes HTML', () => {
    expect(renderLessonTexts({ title: 'L', task: '*a*', notes: 'b' })).toEqual({
      title: 'L',
      task: '*a*',
      notes: 'b',
      task_html: '<p><em>a</em></p>',
      notes_html: '<p>b</p>',
    });
    expect(renderLessonTexts({ task: '', notes: null })).toEqual({
      task: '',
      notes: null,
      task_html: '',
      notes_html: null,
    });
  });
});
