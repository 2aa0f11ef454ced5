/**
 * The microfrontends the shell loads at run time, the routes each owns and the module each exposes.
 * The gateway lists their manifest URLs in /remotes.json; the shell registers them from there.
 */
export interface RemoteDefinition {
  /** Module Federation container name. */
  name: 'mf_assessment' | 'mf_billing' | 'mf_knowledge';
  /** Folder under /mf/ where the gateway serves the built remote, and the workspace suffix. */
  path: 'assessment' | 'billing' | 'knowledge';
  /** Environment variable that points the remote at another origin. */
  env: 'REMOTE_ASSESSMENT_URL' | 'REMOTE_BILLING_URL' | 'REMOTE_KNOWLEDGE_URL';
  /** Dev-server port when run standalone. */
  devPort: number;
  /** Route patterns (react-router) the remote renders. */
  routes: readonly string[];
}

export const remotes: readonly RemoteDefinition[] = [
  {
    name: 'mf_assessment',
    path: 'assessment',
    env: 'REMOTE_ASSESSMENT_URL',
    devPort: 3011,
    routes: ['/projects', '/project-assessment/:id', '/projects/:id/assessment', '/gap-assessment/:id', '/projects/:id/gap-assessment', '/projects/:id/documents/:documentId'],
  },
  { name: 'mf_billing', path: 'billing', env: 'REMOTE_BILLING_URL', devPort: 3012, routes: ['/assessment-credits', '/payment'] },
  { name: 'mf_knowledge', path: 'knowledge', env: 'REMOTE_KNOWLEDGE_URL', devPort: 3013, routes: ['/admin/knowledge-base'] },
];

/** The module every remote exposes: a component that renders the remote's routes. */
export const remoteExposedModule = './App';

export interface RemotesManifest {
  remotes: { name: RemoteDefinition['name']; entry: string }[];
  /** How long the shell waits for a remote's files (REMOTE_LOAD_TIMEOUT_MS) before showing its error panel. */
  loadTimeoutMs?: number;
}

/** The shell's wait for a remote when /remotes.json does not say. */
export const defaultRemoteLoadTimeoutMs = 10_000;
