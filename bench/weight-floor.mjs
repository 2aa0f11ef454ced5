// Route weight floor (`npm run bench -- weight-floor`): the least the questionnaire route's first load could weigh
// with the packages DESIGN.md mandates, whatever the product's own code. Rsbuild (production mode, one chunk)
// builds probe bundles that hold nothing of the product: React with react-dom, react-router-dom's data router,
// Apollo Client with its React hooks; then those plus every antd component the shell and the assessment remote
// import from 'antd', tree-shaken per component (less than federation's one shared antd chunk). Prints each
// probe's JS gzip size (level 6, as `npm run bench -- weight` counts) beside the route budget (350 KB).
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { createRsbuild } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { antdExportsImported } from '../schema/federation/antd-imports.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const budgetKb = 350;
// Inside the repository, so the probes resolve the packages the apps have installed.
const workDir = path.join(root, 'node_modules/.cache/weight-floor');

const framework = `import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, Navigate, RouterProvider, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider, useApolloClient, useMutation, useQuery, useSubscription } from '@apollo/client/react';
const client = new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.from([new HttpLink({ uri: '/graphql' })]) });
const router = createBrowserRouter([{ path: '/', element: createElement(ApolloProvider, { client }, 'probe') }]);
Object.assign(window, { probe: [Link, Navigate, useLocation, useNavigate, useParams, useSearchParams, useApolloClient, useMutation, useQuery, useSubscription] });
createRoot(document.getElementById('root')).render(createElement(RouterProvider, { router }));
`;

/** The JS gzip bytes of a production build of `source`. */
async function probe(name, source) {
  const dir = path.join(workDir, name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(dir, 'src'), { recursive: true });
  writeFileSync(path.join(dir, 'src/index.jsx'), source);
  const rsbuild = await createRsbuild({
    cwd: dir,
    loadEnv: false,
    rsbuildConfig: {
      plugins: [pluginReact()],
      source: { entry: { index: './src/index.jsx' } },
      performance: { chunkSplit: { strategy: 'all-in-one' }, printFileSize: false },
      logLevel: 'warn',
    },
  });
  await rsbuild.build();
  const jsDir = path.join(dir, 'dist/static/js');
  return readdirSync(jsDir)
    .filter((file) => file.endsWith('.js'))
    .reduce((total, file) => total + gzipSync(readFileSync(path.join(jsDir, file))).length, 0);
}

const components = [...new Set([...antdExportsImported(path.join(root, 'mf-shell')), ...antdExportsImported(path.join(root, 'mf-assessment'))])].sort();
const withAntd = `${framework}import { ${components.join(', ')} } from 'antd';\nObject.assign(window, { antd: [${components.join(', ')}] });\n`;

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const bare = await probe('framework', framework);
const full = await probe('framework-antd', withAntd);
const rows = [
  ['react, react-dom, react-router-dom, @apollo/client', bare],
  [`+ the ${components.length} antd components the shell and the assessment remote import (antd: ${kb(full - bare)})`, full],
  ['budget of the route', budgetKb * 1024],
];
const width = Math.max(...rows.map(([label]) => label.length));
console.log('Least first load of the questionnaire route with the mandated packages (probe bundles, no product code; JS gzip):');
for (const [label, bytes] of rows) console.log(`  ${label.padEnd(width)}  ${kb(bytes).padStart(9)}`);
console.log(`antd components: ${components.join(', ')}`);
rmSync(workDir, { recursive: true, force: true });
