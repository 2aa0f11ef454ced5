/** jsdom has no EventSource: this stand-in records each stream so a test can push messages or drop it. */
export class FakeEventSource {
  static instances: FakeEventSource[] = [];
  onmessage: ((message: MessageEvent<string>) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  closed = false;

  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }

  close(): void {
    this.closed = true;
  }

  /** The server sends `{type, data}`. */
  emit(type: string, data: unknown): void {
    this.onmessage?.({ data: JSON.stringify({ type, data }) } as MessageEvent<string>);
  }

  /** The connection drops. */
  fail(): void {
    this.onerror?.(new Event('error'));
  }

  static install(): void {
    FakeEventSource.instances = [];
    Object.assign(globalThis, { EventSource: FakeEventSource });
  }

  static latest(): FakeEventSource {
    const source = FakeEventSource.instances.at(-1);
    if (!source) throw new Error('no stream was opened');
    return source;
  }
}
