import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '@charla/domain/markdown';
import { htmlSummary } from './html-summary';

describe('htmlSummary', () => {
  it('keeps the words of paragraphs and list items, each block apart from the next', () => {
    const html = renderMarkdown(
      '## Tarea\n\nDescribe tu rutina **en un audio**:\n\n1. a qué hora te levantas;\n2. qué desayunas.\n\n> Usa [adverbios](https://example.com).',
    );
    expect(htmlSummary(html)).toBe(
      'Describe tu rutina en un audio: a qué hora te levantas; qué desayunas. Usa adverbios.',
    );
  });

  it('leaves out pictures, tables and code', () => {
    const html = renderMarkdown(
      'Mira:\n\n![Línea de tiempo](/images/a.svg)\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n```\ncódigo\n```\n\nFin.',
    );
    expect(htmlSummary(html)).toBe('Mira: Fin.');
  });

  it("gives the headings' words when there is nothing else, and nothing for nothing", () => {
    expect(htmlSummary(renderMarkdown('## Solo un título'))).toBe('Solo un título');
    expect(htmlSummary('')).toBe('');
  });
});
