/**
 * The one list of Module Federation shared singletons, imported by every microfrontend's rsbuild.config.ts
 * (by relative path: this is build-time Node code, so it stays out of the package's browser-facing `src/`).
 *
 * Every app shares the same modules, at the exact version it has installed, as singletons: one React, one router
 * context, one antd theme and toast stack, one Apollo cache.
 *
 * antd is tree-shaken across federation: each build keeps only the exports in `antdUsedExports`. Whichever app
 * provides antd at run time (the shell, `loaded-first`), every remote gets the same export set, so a remote never
 * receives an antd without a component it renders. `assertAntdImports` (./antd-imports.ts) fails the build of an
 * app that imports an antd export missing from the list.
 *
 * The shared antd is one chunk holding every listed component. So that /login does not download it, the shell's
 * public pages import antd per component ('antd/es/<component>'); in the shell's build those are the very modules
 * its shared 'antd' is made of, so the theme, App and toast contexts stay single across shell and remotes.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** Module requests shared as singletons, grouped by the package whose version they carry. */
const sharedRequests: Record<string, readonly string[]> = {
  react: ['react', 'react/jsx-runtime', 'react/jsx-dev-runtime'],
  'react-dom': ['react-dom', 'react-dom/client'],
  'react-router': ['react-router'],
  'react-router-dom': ['react-router-dom'],
  antd: ['antd'],
  '@apollo/client': ['@apollo/client', '@apollo/client/react', '@apollo/client/link/error'],
};

/**
 * Every antd export a microfrontend may import from 'antd': the components the screens use, and no other, since
 * every listed component is in the one shared chunk each signed-in page downloads (Badge, Breadcrumb, Segmented,
 * Steps and Switch, listed unused, weighed 17 KB gzip). Extend it here (one place) when a screen needs another
 * component, then rebuild every app (`assertAntdImports` fails the build of an app that imports one not listed).
 * Keep it sorted.
 */
export const antdUsedExports: readonly string[] = [
  'Alert',
  'App',
  'Avatar',
  'Button',
  'Card',
  'Checkbox',
  'Col',
  'Collapse',
  'ConfigProvider',
  'DatePicker',
  'Descriptions',
  'Divider',
  'Drawer',
  'Dropdown',
  'Empty',
  'Flex',
  'Form',
  'Grid',
  'Input',
  'InputNumber',
  'Layout',
  'Menu',
  'Modal',
  'Pagination',
  'Popconfirm',
  'Popover',
  'Progress',
  'Radio',
  'Result',
  'Row',
  'Select',
  'Skeleton',
  'Space',
  'Spin',
  'Statistic',
  'Table',
  'Tabs',
  'Tag',
  'Tooltip',
  'Typography',
  'Upload',
  'message',
  'notification',
  'theme',
];

interface PackageJson {
  version: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

/**
 * The `shared` option of `pluginModuleFederation` for the app in `appDir`: every request is a singleton whose
 * version and requiredVersion are the exact version installed for that app. `treeShakeAntd` is for production
 * builds only: the shared tree-shaking breaks the dev server's module federation runtime (rsbuild 2.3 /
 * module-federation 2.9: "__exportAll is not a function"), and a dev bundle need not be small.
 */
export function federationShared(appDir: string, { treeShakeAntd }: { treeShakeAntd: boolean }) {
  const requireFromApp = createRequire(path.join(appDir, 'package.json'));
  const appPackage = readJson<PackageJson>(path.join(appDir, 'package.json'));
  const shared: Record<string, object> = {};
  for (const [packageName, requests] of Object.entries(sharedRequests)) {
    const installed = readJson<PackageJson>(requireFromApp.resolve(`${packageName}/package.json`)).version;
    // Bundled into static files, so the remotes list their packages as devDependencies (the gateway image omits them).
    const declared = appPackage.dependencies?.[packageName] ?? appPackage.devDependencies?.[packageName];
    if (declared && declared !== installed) {
      throw new Error(`${packageName}: package.json pins ${declared} but ${installed} is installed`);
    }
    for (const request of requests) {
      shared[request] = {
        singleton: true,
        version: installed,
        requiredVersion: installed,
        ...(packageName === 'antd' && treeShakeAntd ? { treeShaking: { mode: 'runtime-infer', usedExports: [...antdUsedExports] } } : {}),
      };
    }
  }
  return shared;
}
