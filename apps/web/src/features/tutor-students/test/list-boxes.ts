// Layout is a browser boundary jsdom does not compute: each list box (the InfiniteList's scrolling
// group) is given 80 px per row in a 500 px box, and scrolled by hand.
import { act } from '@testing-library/react';
import { vi } from 'vitest';

export function fakeListBoxes() {
  const tops = new WeakMap<Element, number>();
  const isBox = (element: HTMLElement) => element.getAttribute('role') === 'group';
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return isBox(this) ? this.querySelectorAll('li').length * 80 : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return isBox(this) ? 500 : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'scrollTop', 'get').mockImplementation(function (this: HTMLElement) {
    return tops.get(this) ?? 0;
  });
  return {
    /** Scrolls `box` so that `pixelsLeft` remain below what it shows. */
    scroll(box: HTMLElement, pixelsLeft: number) {
      tops.set(box, box.scrollHeight - box.clientHeight - pixelsLeft);
      act(() => void box.dispatchEvent(new Event('scroll')));
    },
  };
}
