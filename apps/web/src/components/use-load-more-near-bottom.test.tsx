// Layout is a browser boundary jsdom does not compute: the tests set scrollHeight, scrollY and
// innerHeight (or an element's scroll metrics) by hand.
import { act, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLoadMoreNearBottom } from './use-load-more-near-bottom';

function setPageLayout({
  scrollHeight,
  scrollY,
  innerHeight,
}: {
  scrollHeight: number;
  scrollY: number;
  innerHeight: number;
}) {
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: scrollHeight });
  Object.defineProperty(window, 'scrollY', { configurable: true, value: scrollY });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: innerHeight });
}

function WindowList({ canLoadMore, onLoadMore }: { canLoadMore: boolean; onLoadMore: () => void }) {
  useLoadMoreNearBottom({ canLoadMore, onLoadMore });
  return null;
}

const original = {
  scrollY: Object.getOwnPropertyDescriptor(window, 'scrollY'),
  innerHeight: Object.getOwnPropertyDescriptor(window, 'innerHeight'),
};

afterEach(() => {
  // Back to jsdom's own values (no layout).
  Reflect.deleteProperty(document.documentElement, 'scrollHeight');
  for (const key of ['scrollY', 'innerHeight'] as const) {
    Reflect.deleteProperty(window, key);
    if (original[key]) Object.defineProperty(window, key, original[key]);
  }
});

describe('useLoadMoreNearBottom', () => {
  it('asks for more only within 100 px of the bottom of the page, once per armed state', () => {
    setPageLayout({ scrollHeight: 2000, scrollY: 0, innerHeight: 800 });
    const onLoadMore = vi.fn();
    const { rerender } = render(<WindowList canLoadMore onLoadMore={onLoadMore} />);
    expect(onLoadMore).not.toHaveBeenCalled();

    setPageLayout({ scrollHeight: 2000, scrollY: 1099, innerHeight: 800 }); // 101 px left
    act(() => void window.dispatchEvent(new Event('scroll')));
    expect(onLoadMore).not.toHaveBeenCalled();

    setPageLayout({ scrollHeight: 2000, scrollY: 1100, innerHeight: 800 }); // 100 px left
    act(() => void window.dispatchEvent(new Event('scroll')));
    act(() => void window.dispatchEvent(new Event('scroll')));
    expect(onLoadMore).toHaveBeenCalledTimes(1);

    // Loading: nothing more is asked for until the page has arrived.
    rerender(<WindowList canLoadMore={false} onLoadMore={onLoadMore} />);
    act(() => void window.dispatchEvent(new Event('scroll')));
    expect(onLoadMore).toHaveBeenCalledTimes(1);

    // The new page did not push the end out of reach: it asks again at once.
    rerender(<WindowList canLoadMore onLoadMore={onLoadMore} />);
    expect(onLoadMore).toHaveBeenCalledTimes(2);
  });

  it('asks at once when the content does not fill the screen', () => {
    setPageLayout({ scrollHeight: 600, scrollY: 0, innerHeight: 800 });
    const onLoadMore = vi.fn();
    render(<WindowList canLoadMore onLoadMore={onLoadMore} />);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('watches a scrolling element when given one', () => {
    const onLoadMore = vi.fn();
    function Panel() {
      const ref = useRef<HTMLDivElement>(null);
      useLoadMoreNearBottom({ canLoadMore: true, onLoadMore, container: ref });
      return <div ref={ref} data-testid="panel" />;
    }
    const panel = (() => {
      // Metrics must exist before the hook's first check.
      const proto = HTMLDivElement.prototype;
      const metrics = { scrollHeight: 1000, clientHeight: 300, scrollTop: 0 };
      for (const key of Object.keys(metrics) as (keyof typeof metrics)[]) {
        vi.spyOn(proto, key, 'get').mockImplementation(() => metrics[key]);
      }
      return metrics;
    })();
    const { getByTestId } = render(<Panel />);
    expect(onLoadMore).not.toHaveBeenCalled();
    panel.scrollTop = 600; // 100 px left
    act(() => void getByTestId('panel').dispatchEvent(new Event('scroll')));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });
});
