import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint, afterPaint, IDLE_TIMEOUT_MS } from './after-paint';

describe('afterPaint', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('waits for an idle moment, at most IDLE_TIMEOUT_MS, where the browser has idle callbacks', () => {
    const idle = vi.fn((_task: IdleRequestCallback, _options?: IdleRequestOptions) => 7);
    const cancelIdle = vi.fn();
    vi.stubGlobal('requestIdleCallback', idle);
    vi.stubGlobal('cancelIdleCallback', cancelIdle);
    const task = vi.fn();
    const cancel = afterPaint(task);
    expect(idle).toHaveBeenCalledWith(task, { timeout: IDLE_TIMEOUT_MS });
    expect(task).not.toHaveBeenCalled();
    cancel();
    expect(cancelIdle).toHaveBeenCalledWith(7);
  });

  it('runs after the next frame where there are none, and not at all once cancelled', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    vi.stubGlobal('requestIdleCallback', undefined);
    const task = vi.fn();
    afterPaint(task);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersToNextFrame();
    expect(task).not.toHaveBeenCalled(); // the frame paints first
    vi.runOnlyPendingTimers();
    expect(task).toHaveBeenCalledOnce();

    const cancelled = vi.fn();
    afterPaint(cancelled)();
    vi.advanceTimersToNextFrame();
    vi.runOnlyPendingTimers();
    expect(cancelled).not.toHaveBeenCalled();
  });

  it('afterNextPaint waits for the next frame even where there are idle callbacks', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    const idle = vi.fn();
    vi.stubGlobal('requestIdleCallback', idle);
    const task = vi.fn();
    afterNextPaint(task);
    vi.advanceTimersToNextFrame();
    expect(task).not.toHaveBeenCalled();
    vi.runOnlyPendingTimers();
    expect(task).toHaveBeenCalledOnce();
    expect(idle).not.toHaveBeenCalled();
  });
});
