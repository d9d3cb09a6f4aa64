// jsdom has no ResizeObserver; Headless UI's menus, listboxes and comboboxes use it to follow their
// button. Stub it in `beforeEach` (Vitest's `vi.unstubAllGlobals()` takes it away again).
import { vi } from 'vitest';

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}

export function stubResizeObserver() {
  vi.stubGlobal('ResizeObserver', ResizeObserverStub);
}
