import { Agent } from 'undici';

/**
 * `fetch` in the gateway suites opens a new connection for every request (no keep-alive). The suites run
 * the gateway in the jest process itself, so the client and the server share one event loop: a test that
 * blocks it for longer than the server's keep-alive timeout (5 s; building a 150 MB zip bomb or a 20 MB PDF
 * on a busy machine does) leaves the client a pooled socket the server closes as the next request goes out,
 * and that request fails with ECONNRESET. Loopback connections cost next to nothing.
 *
 * The agent is passed to each call: undici's setGlobalDispatcher would set it on this test context's global
 * object, while jest's `fetch` is Node's, which reads the dispatcher from the outer realm's global, so it
 * kept its default keep-alive agent. A caller's own dispatcher still wins.
 */
const noKeepAlive = new Agent({ pipelining: 0 });
const nodeFetch = globalThis.fetch;
// `dispatcher` is Node's extension of RequestInit, unknown to the DOM typings.
globalThis.fetch = (input, init) => nodeFetch(input, { dispatcher: noKeepAlive, ...init } as RequestInit);
