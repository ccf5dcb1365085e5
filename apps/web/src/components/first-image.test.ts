import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '@charla/domain/markdown';
import { firstImageSource } from './first-image';

describe('firstImageSource', () => {
  it("gives the first image's address as the renderer wrote it, entities decoded", () => {
    const html = renderMarkdown('Texto\n\n![Uno](/images/a.svg?x=1&y=2)\n\n![Dos](/images/b.svg)');
    expect(firstImageSource(html)).toBe('/images/a.svg?x=1&y=2');
  });

  it('gives null without an image', () => {
    expect(firstImageSource(renderMarkdown('Solo texto'))).toBeNull();
    expect(firstImageSource('')).toBeNull();
  });
});
