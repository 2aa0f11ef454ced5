import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Kept apart from api-docs.ts, which renders the page at build time with development-only packages: the
// routes that serve the page at run time import only this.

/** The gateway package (this file is three levels down in src/ and in dist/ alike). */
export const gatewayRoot = fileURLToPath(new URL('../../../', import.meta.url));
/** Where `npm run build -w gateway` writes the page, and where GET /docs/api reads it. */
export const apiDocsDir = path.join(gatewayRoot, 'dist', 'api-docs');
export const apiDocsStylesheet = 'api-docs.css';

/** Where the page's examples name the server: replaced per request by the origin the page is read from. */
export const originPlaceholder = 'https://gap.example.invalid';
