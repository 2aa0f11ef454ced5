import '@testing-library/jest-dom/jest-globals';
import { TextDecoder, TextEncoder } from 'node:util';
import { afterEach, jest } from '@jest/globals';
import { cleanup, configure } from '@testing-library/react';
import { setViewportWidth } from '../web/testing/viewport';

type MessageHandler = ((event: { data: unknown }) => void) | null;

/** Delivers messages on a timer; Node's own MessageChannel would keep the test process alive. */
class TimerMessageChannel {
  port1 = { onmessage: null as MessageHandler, postMessage: (data: unknown) => this.deliver(this.port2, data), close() {} };
  port2 = { onmessage: null as MessageHandler, postMessage: (data: unknown) => this.deliver(this.port1, data), close() {} };

  private deliver(port: { onmessage: MessageHandler }, data: unknown) {
    setTimeout(() => port.onmessage?.({ data }), 0);
  }
}

// jsdom lacks these: react-router encodes with TextEncoder, antd's form and select schedule with MessageChannel.
Object.assign(globalThis, { TextEncoder, TextDecoder, MessageChannel: TimerMessageChannel });

// antd's Grid and responsive observers read matchMedia, which jsdom lacks: a desktop unless a test says otherwise.
setViewportWidth(1280);

// Typography's ellipsis, Tabs and scrolling Tables measure with ResizeObserver, which jsdom lacks.
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
Object.assign(globalThis, { ResizeObserver: globalThis.ResizeObserver ?? NoopResizeObserver });

// The data routers describe each navigation as a fetch Request, which jsdom lacks: without loaders or actions
// they read only its url, method and abort signal.
class NavigationRequest {
  readonly url: string;
  readonly method: string;
  readonly signal: AbortSignal | null;
  constructor(input: string | URL, init: { method?: string; signal?: AbortSignal | null } = {}) {
    this.url = String(input);
    this.method = init.method ?? 'GET';
    this.signal = init.signal ?? null;
  }
}
Object.assign(globalThis, { Request: globalThis.Request ?? NavigationRequest });

// antd's Modal and Table measure the scrollbar with a pseudo-element style, which jsdom does not implement.
const getComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => getComputedStyle(element);

// antd's first render in a test file is slow on a busy machine: findBy* and waitFor wait up to 15 s instead of 1 s.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  cleanup();
  setViewportWidth(1280);
  window.localStorage.clear();
  jest.restoreAllMocks();
});
