import { writeApiDocs } from '../modules/api-docs/api-docs.js';

/** Writes dist/api-docs/index.html from schema/schema.graphql and the guide (run by `npm run build -w gateway`). */
console.log(`wrote ${writeApiDocs()}`);
