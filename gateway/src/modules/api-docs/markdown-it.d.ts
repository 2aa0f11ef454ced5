/** The part of markdown-it (which ships no types) the API docs build uses. */
declare module 'markdown-it' {
  interface Token {
    tag: string;
    attrSet(name: string, value: string): void;
  }
  interface Renderer {
    rules: Record<string, ((tokens: Token[], idx: number, options: unknown, env: unknown, self: Renderer) => string) | undefined>;
    renderToken(tokens: Token[], idx: number, options: unknown): string;
  }
  export default class MarkdownIt {
    constructor(options?: { html?: boolean; linkify?: boolean; typographer?: boolean });
    renderer: Renderer;
    render(source: string, env?: unknown): string;
    renderInline(source: string, env?: unknown): string;
  }
}
