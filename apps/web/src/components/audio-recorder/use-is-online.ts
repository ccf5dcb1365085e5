// Whether the browser says it has a network (navigator.onLine and its online/offline events). It can
// say "online" while the server is out of reach; a request that fails then tells the rest.
import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const isOnline = () => navigator.onLine;

export function useIsOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}
