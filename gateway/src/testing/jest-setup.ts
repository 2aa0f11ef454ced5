import { Agent, setGlobalDispatcher } from 'undici';

/**
 * `fetch` in the gateway suites opens a new connection for every request (no keep-alive). The suites run
 * the gateway in the jest process itself, so the client and the server share one event loop: a test that
 * blocks it for longer than the server's keep-alive timeout (5 s; building a 150 MB zip bomb on a busy
 * machine does) leaves the client a pooled socket the server closes as the next request goes out, and that
 * request fails with ECONNRESET. Loopback connections cost next to nothing.
 */
setGlobalDispatcher(new Agent({ pipelining: 0 }));
