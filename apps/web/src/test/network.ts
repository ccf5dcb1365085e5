// The browser's network state, which jsdom always reports as online: navigator.onLine and the
// online/offline events the page listens to.
import { act } from '@testing-library/react';
import { vi } from 'vitest';

export function setOnline(isOnline: boolean) {
  vi.spyOn(Navigator.prototype, 'onLine', 'get').mockReturnValue(isOnline);
  act(() => {
    window.dispatchEvent(new Event(isOnline ? 'online' : 'offline'));
  });
}
