import '@testing-library/jest-dom/jest-globals';
import { afterEach, jest } from '@jest/globals';
import { cleanup } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

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

// antd's Grid and responsive observers read matchMedia, which jsdom lacks.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

// jsdom has no layout: antd's scrolling Table observes sizes that never change here.
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
Object.assign(globalThis, { ResizeObserver: NoopResizeObserver });

// antd's Table measures the scrollbar with a pseudo-element, which jsdom does not implement (it logs an error).
const jsdomComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => jsdomComputedStyle(element);

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  jest.restoreAllMocks();
});
