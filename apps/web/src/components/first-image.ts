// The first image of the HTML that @charla/domain/markdown renders, found in an inert template: nothing
// in it is fetched or run. MarkdownHtml asks for that image first; the shell preloads a lesson's while
// the lesson's code is still on its way (app/layouts/first-reads.tsx).

/** The parsed HTML and its first image, or no image. */
export function firstImageIn(html: string): { template: HTMLTemplateElement; image: HTMLImageElement | null } {
  const template = document.createElement('template');
  template.innerHTML = html;
  return { template, image: template.content.querySelector('img') };
}

/** The address of the first image, as the page will ask for it, or null. */
export function firstImageSource(html: string): string | null {
  return firstImageIn(html).image?.getAttribute('src') || null;
}
