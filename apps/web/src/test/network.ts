// The browser's network state, which jsdom always reports as online: navigator.onLine and the
// online/offline events the page (and React Query's online manager) listen to. A test that goes
// offline is back online when it ends, so the next test does not start offline.
import { act } from '@testing-library/react';
import { onTestFinished, vi } from 'vitest';

export function setOnline(isOnline: boolean) {
  vi.spyOn(Navigator.prototype, 'onLine', 'get').mockReturnValue(isOnline);
  act(() => {
    window.dispatchEvent(new Event(isOnline ? 'online' : 'offline'));
  });
  if (!isOnline) onTestFinished(() => void window.dispatchEvent(new Event('online')));
}
