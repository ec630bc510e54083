import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { notifications } from '@mantine/notifications';

// Mantine reads these browser APIs; happy-dom lacks some of them.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver ??= NoopObserver as unknown as typeof ResizeObserver;
window.IntersectionObserver ??= NoopObserver as unknown as typeof IntersectionObserver;

// A toast left in Mantine's store would show in the next test (and, with the modules shared between
// files, vitest.config.ts, in the next file).
afterEach(() => {
  cleanup();
  notifications.clean();
});
