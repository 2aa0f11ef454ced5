import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  buildSchema,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  isSpecifiedScalarType,
  isUnionType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type GraphQLType,
} from 'graphql';
import MarkdownIt from 'markdown-it';
import { limits, runsPerCredit } from '@gap/schema';
import { envSchema } from '../../config/env.js';
import { publicCodes } from '../../graphql/format-error.js';
import { graphqlLimits } from '../../graphql/limits/index.js';
import { publicRootFields } from '../../graphql/public-operations.js';
import { wsLimits } from '../../graphql/subscriptions.js';
import { anonymousBodyLimitBytes, authenticatedBodyLimitBytes } from '../../http/body-limits.js';
import * as errors from '../../lib/errors.js';
import { StreamTokens } from '../analysis/stream-token.js';
import { defaultThrottleLimits } from '../auth/login-throttle.js';
import { apiDocsDir, apiDocsStylesheet, gatewayRoot, originPlaceholder } from './api-docs-paths.js';
import { restCalls } from './rest-calls.js';

const sourceDir = path.join(gatewayRoot, 'src', 'modules', 'api-docs');

const schemaFile = path.join(gatewayRoot, '..', 'schema', 'schema.graphql');
export { apiDocsDir, apiDocsStylesheet };

const md = new MarkdownIt({ html: false, linkify: false, typographer: false });
md.renderer.rules.heading_open = (tokens, idx, options, _env, self) => {
  tokens[idx].attrSet('id', slug(headingText(tokens, idx)));
  return self.renderToken(tokens, idx, options);
};
function headingText(tokens: unknown[], idx: number): string {
  return String((tokens[idx + 1] as { content?: string }).content ?? '');
}

export function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** Descriptions may hold `code`; markdown-it escapes any HTML in them. */
const inline = (text: string | null | undefined) => (text ? md.renderInline(text) : '');
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
/** 2 GB, 20 MB, 16 KB, or an exact byte count when the value is no whole number of either. */
const bytes = (n: number) => (n % 1024 ** 3 === 0 ? `${n / 1024 ** 3} GB` : n % (1024 * 1024) === 0 ? `${n / (1024 * 1024)} MB` : n % 1024 === 0 ? `${n / 1024} KB` : `${n.toLocaleString('en-US')} bytes`);
const number = (n: number) => n.toLocaleString('en-US');
const minutes = (ms: number) => `${ms / 60_000} min`;
const envDefault = (key: keyof typeof envSchema.shape) => envSchema.shape[key].parse(undefined) as number;
const table = (head: string[], rows: string[][]) => [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...rows.map((r) => `| ${r.map(cell).join(' | ')} |`)].join('\n');

/** The limits, read from the code that enforces them. */
function limitsTable(): string {
  const uploadsPerUser = envDefault('UPLOADS_MAX_CONCURRENT_PER_USER');
  const uploadsGlobal = envDefault('UPLOADS_MAX_CONCURRENT');
  const throttle = defaultThrottleLimits;
  return table(
    ['limit', 'value', 'past it'],
    [
      ['GraphQL query depth', String(graphqlLimits.maxDepth), '400 `GRAPHQL_VALIDATION_FAILED`'],
      [
        'GraphQL query cost',
        `${number(graphqlLimits.maxCost)} (each field 1; a list multiplies what it selects by its \`limit\`/\`first\` argument, a variable one counting as the most the field accepts, else ${graphqlLimits.defaultListSize}, ${graphqlLimits.nestedListSize} inside a list)`,
        '400 `GRAPHQL_VALIDATION_FAILED`',
      ],
      ['GraphQL aliases per operation', String(graphqlLimits.maxAliases), '400 `GRAPHQL_VALIDATION_FAILED`'],
      ['GraphQL root fields per operation', String(graphqlLimits.maxRootFields), '400 `GRAPHQL_VALIDATION_FAILED`'],
      ['GraphQL document size', bytes(graphqlLimits.maxDocumentBytes), '413 `PAYLOAD_TOO_LARGE`, before parsing'],
      ['GraphQL parser tokens', number(graphqlLimits.maxTokens), '400 `GRAPHQL_PARSE_FAILED`'],
      ['GraphQL answer size', bytes(graphqlLimits.maxResponseBytes), '`RESPONSE_TOO_LARGE` error instead of the data'],
      ['Introspection', 'on in development, off in production', '400 `GRAPHQL_VALIDATION_FAILED`: use this page instead'],
      ['JSON body, anonymous', bytes(anonymousBodyLimitBytes), '413, unread'],
      ['JSON body, signed in', bytes(authenticatedBodyLimitBytes), '413'],
      ['Upload size', `${bytes(limits.uploadMaxBytes)} per file`, '413 `PAYLOAD_TOO_LARGE`'],
      ['Files per upload request', String(limits.uploadMaxFiles), '413'],
      ['Project documents', `${envDefault('QUOTA_DOCUMENTS_PER_PROJECT')} per project (\`QUOTA_DOCUMENTS_PER_PROJECT\`)`, '409 `CONFLICT`'],
      ['Stored documents', `${bytes(envDefault('QUOTA_STORAGE_BYTES_PER_USER'))} per user (\`QUOTA_STORAGE_BYTES_PER_USER\`)`, '413'],
      [
        'Concurrent uploads',
        `${uploadsPerUser} per user (\`UPLOADS_MAX_CONCURRENT_PER_USER\`), ${uploadsGlobal} in all (\`UPLOADS_MAX_CONCURRENT\`) with a short queue`,
        '429 per user / 503 server busy, with `Retry-After`',
      ],
      [
        'Upload speed',
        `at least ${bytes(envDefault('UPLOAD_MIN_BYTES_PER_SECOND'))}/s over any ${envDefault('UPLOAD_RATE_WINDOW_SECONDS')} s once the server reads the body (\`UPLOAD_MIN_BYTES_PER_SECOND\`, \`UPLOAD_RATE_WINDOW_SECONDS\`), the whole body within ${envDefault('UPLOAD_BODY_TIMEOUT_SECONDS')} s (\`UPLOAD_BODY_TIMEOUT_SECONDS\`)`,
        '408 `REQUEST_TIMEOUT`, connection closed, nothing stored',
      ],
      ['Wait for text extraction', `${envDefault('EXTRACTION_CLAIM_WAIT_SECONDS')} s for a worker to take the file (\`EXTRACTION_CLAIM_WAIT_SECONDS\`)`, '503 with `Retry-After`; nothing stored'],
      [
        'Failed sign-ins',
        `${throttle.perUsername} per account and IP, then a wait from ${(throttle.backoffBaseMs ?? 0) / 1000} s doubling up to ${minutes(throttle.backoffMaxMs ?? 0)}; ${throttle.perIp} per IP per ${minutes(throttle.windowMs)} across accounts`,
        '429 `TOO_MANY_REQUESTS` with `Retry-After`',
      ],
      ['API token requests', `${envDefault('API_TOKEN_REQUESTS_PER_MINUTE')} per token per minute (\`API_TOKEN_REQUESTS_PER_MINUTE\`)`, '429 `TOO_MANY_REQUESTS` with `Retry-After`'],
      ['Registrations', `${envDefault('REGISTRATIONS_PER_IP_PER_HOUR')} per IP per hour (\`REGISTRATIONS_PER_IP_PER_HOUR\`)`, '429 with `Retry-After`'],
      ['Analysis runs', `${runsPerCredit} × max(1, credits spent on the project) per project; one active run per project`, '402 `PAYMENT_REQUIRED` / 409 `CONFLICT`'],
      [
        'Free analysis runs',
        `${envDefault('ANALYSIS_FREE_RUNS_PER_MONTH')} per user per calendar month (UTC) over the projects no credit was spent on (\`ANALYSIS_FREE_RUNS_PER_MONTH\`); a credit spent on a project covers ${runsPerCredit} runs of it instead`,
        '402 `PAYMENT_REQUIRED`',
      ],
      ['Queued analysis runs', `${envDefault('ANALYSIS_MAX_QUEUED_RUNS_PER_USER')} queued or running per user (\`ANALYSIS_MAX_QUEUED_RUNS_PER_USER\`); runs are claimed round-robin over users`, '429 `TOO_MANY_REQUESTS` with `Retry-After`'],
      ['Projects', `${envDefault('QUOTA_PROJECTS_PER_USER')} per user, the trial's example included (\`QUOTA_PROJECTS_PER_USER\`)`, '409 `CONFLICT`'],
      ['Project list', `${limits.projectListMax} per answer (\`projects(limit:)\`)`, 'a limit outside 1-' + limits.projectListMax + ' is refused (400)'],
      ['WebSocket message size', bytes(wsLimits.maxPayloadBytes), 'socket closed (1009)'],
      ['WebSocket operations', `${wsLimits.maxOperationsPerConnection} per connection`, '`TOO_MANY_REQUESTS` error'],
      ['WebSocket connections', `${wsLimits.maxConnectionsPerUser} per user`, 'socket closed (4429)'],
      ['WebSocket `connection_init`', `within ${wsLimits.connectionInitWaitMs / 1000} s of opening`, 'socket closed (4408)'],
    ],
  );
}

/** What each code means to a caller; every AppError code and public GraphQL code must be listed (the build fails otherwise). */
const codeMeanings: Record<string, string> = {
  BAD_USER_INPUT: 'Invalid input; `fields` names each bad field.',
  UNAUTHENTICATED: 'No token, or an invalid, expired or revoked one; or wrong credentials at sign-in.',
  PAYMENT_REQUIRED: 'No credit left (gap assessment) or the analysis allowance is used.',
  FORBIDDEN: 'Signed in, but not allowed (e.g. not an administrator).',
  NOT_FOUND: "No such thing, or another user's (never told apart).",
  CONFLICT: 'The state forbids it now (a run is active, questions unanswered, a name taken, a quota reached).',
  PAYLOAD_TOO_LARGE: 'A body, document, file or message over its limit.',
  REQUEST_TIMEOUT: 'An upload whose body arrived too slowly or not within its time limit; the connection is closed.',
  UNSUPPORTED_MEDIA_TYPE: 'A file whose content is not an accepted type.',
  UNPROCESSABLE: 'Well-formed, but cannot be processed (e.g. an unreadable or encrypted file).',
  TOO_MANY_REQUESTS: 'Throttled; retry after `Retry-After` seconds (`extensions.retryAfterSeconds`).',
  SERVICE_UNAVAILABLE: 'A provider failed or the server is busy; retry later.',
  GRAPHQL_PARSE_FAILED: 'The query does not parse (or has too many tokens).',
  GRAPHQL_VALIDATION_FAILED: 'The query is invalid against the schema or over a limit (depth, cost, aliases, root fields).',
  BAD_REQUEST: 'A malformed request (body, variables or CSRF header).',
  OPERATION_RESOLUTION_FAILURE: 'operationName names no operation of the document.',
  PERSISTED_QUERY_NOT_FOUND: 'Automatic persisted query unknown: send the full query.',
  PERSISTED_QUERY_NOT_SUPPORTED: 'Persisted queries are not supported.',
  RESPONSE_TOO_LARGE: 'The answer would exceed the answer size limit: select fewer fields or items.',
};
const graphqlOnlyStatus: Record<string, string> = {
  GRAPHQL_PARSE_FAILED: '400',
  GRAPHQL_VALIDATION_FAILED: '400',
  BAD_REQUEST: '400',
  OPERATION_RESOLUTION_FAILURE: '400',
  PERSISTED_QUERY_NOT_FOUND: '200',
  PERSISTED_QUERY_NOT_SUPPORTED: '200',
  RESPONSE_TOO_LARGE: '200',
};

/** Every error class of lib/errors.ts, with the status and code an instance carries. */
export function appErrorCodes(): { code: string; status: number }[] {
  const found = new Map<string, number>();
  for (const value of Object.values(errors)) {
    if (typeof value !== 'function' || !(value.prototype instanceof errors.AppError)) continue;
    const instance = new (value as unknown as new (message: string, extra?: unknown) => errors.AppError)('', 1);
    found.set(instance.code, instance.status);
  }
  return [...found].map(([code, status]) => ({ code, status })).sort((a, b) => a.status - b.status);
}

function errorsTable(): string {
  const app = appErrorCodes();
  const rows = app.map(({ code, status }) => [`\`${code}\``, String(status), meaning(code)]);
  for (const code of publicCodes) if (!app.some((a) => a.code === code)) rows.push([`\`${code}\``, graphqlOnlyStatus[code] ?? '400', meaning(code)]);
  rows.push(['`INTERNAL_SERVER_ERROR`', '500', 'An unexpected failure; logged with the request id.']);
  return table(['`extensions.code`', 'HTTP status', 'meaning'], rows);
}

function meaning(code: string): string {
  const text = codeMeanings[code];
  if (!text) throw new Error(`API docs: no meaning written for error code ${code} (add it to codeMeanings)`);
  return text;
}

function restTable(schema: GraphQLSchema): string {
  // Type names in the answers (outside code spans) link to their section of the reference.
  const types = Object.values(schema.getTypeMap()).filter((t) => isObjectType(t) && !t.name.startsWith('__')).map((t) => t.name);
  const linked = (text: string) =>
    text
      .split(/(`[^`]*`)/)
      .map((part) => (part.startsWith('`') ? part : part.replace(new RegExp(`\\b(${types.join('|')})\\b`, 'g'), (name) => `[${name}](#${typeAnchor(name)})`)))
      .join('');
  return table(
    ['call', 'who', 'payload', 'answer'],
    restCalls.map((c) => [`\`${c.method} /api${c.path.replace(/:(\w+)/g, '{$1}')}\``, c.auth, c.payload, linked(c.answer)]),
  );
}

function enumTable(schema: GraphQLSchema, name: string): string {
  const type = schema.getType(name);
  if (!isEnumType(type)) throw new Error(`API docs: enum ${name} is not in the schema`);
  // The schema lists values alphabetically; the protocol's order puts the terminal types last.
  const terminal = (d?: string | null) => (d?.startsWith('Terminal') ? 1 : 0);
  const values = [...type.getValues()].sort((a, b) => terminal(a.description) - terminal(b.description));
  return table(['type', 'when'], values.map((v) => [`\`${v.name}\``, v.description ?? '']));
}

function wsLimitsText(): string {
  return `${wsLimits.maxConnectionsPerUser} connections per user, ${wsLimits.maxOperationsPerConnection} operations per connection, messages up to ${bytes(wsLimits.maxPayloadBytes)}, \`connection_init\` within ${wsLimits.connectionInitWaitMs / 1000} s`;
}

function publicOperationsText(): string {
  const fields = (kind: 'query' | 'mutation') => [...publicRootFields[kind]].filter((f) => f !== '__typename').map((f) => `\`${f}\``);
  const rest = restCalls.filter((c) => c.auth === 'public').map((c) => `\`${c.method} /api${c.path}\``);
  return `the queries ${fields('query').join(', ')}, the mutations ${fields('mutation').join(', ')}, and ${rest.join(', ')}`;
}

/** The guide with its generated parts filled in; an unknown placeholder fails the build. */
export function guideMarkdown(schema: GraphQLSchema): string {
  const values: Record<string, string> = {
    limits: limitsTable(),
    errors: errorsTable(),
    rest: restTable(schema),
    runEvents: enumTable(schema, 'RunProgressEventType'),
    wsLimits: wsLimitsText(),
    publicOperations: publicOperationsText(),
    jwtTtlHours: String(envDefault('JWT_TTL_SECONDS') / 3600),
    streamTokenMinutes: String(new StreamTokens(new Uint8Array(32)).ttlSeconds / 60),
    // Left in the page and filled with the origin it is served from (api-docs.routes.ts): examples work as copied.
    origin: originPlaceholder,
  };
  return readFileSync(path.join(sourceDir, 'guide.md'), 'utf8').replace(/\{\{(\w+)\}\}/g, (_, key: string) => {
    if (!(key in values)) throw new Error(`API docs: unknown placeholder {{${key}}} in guide.md`);
    return values[key];
  });
}

// ---- schema reference ----

const rootKinds = [
  ['Query', 'query'],
  ['Mutation', 'mutation'],
  ['Subscription', 'subscription'],
] as const;

export const typeAnchor = (name: string) => `type-${name}`;
export const operationAnchor = (kind: string, name: string) => `${kind}-${name}`;

/** `[Project!]!` with the named type linked to its section (built-in scalars are not linked). */
function typeRef(type: GraphQLType): string {
  if (isNonNullType(type)) return `${typeRef(type.ofType)}!`;
  if (isListType(type)) return `[${typeRef(type.ofType)}]`;
  const named = type as GraphQLNamedType;
  if (isScalarType(named) && isSpecifiedScalarType(named)) return `<span class="scalar">${named.name}</span>`;
  return `<a href="#${typeAnchor(named.name)}">${named.name}</a>`;
}

function argsTable(args: readonly GraphQLArgument[]): string {
  if (!args.length) return '';
  const rows = args.map((a) => `<tr><td><code>${a.name}</code></td><td><code>${typeRef(a.type)}</code>${a.defaultValue !== undefined ? ` = <code>${escape(JSON.stringify(a.defaultValue))}</code>` : ''}</td><td>${inline(a.description)}</td></tr>`);
  return `<table class="args"><thead><tr><th>argument</th><th>type</th><th>description</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

function fieldsTable(fields: readonly (GraphQLField<unknown, unknown> | GraphQLInputField)[]): string {
  const rows = fields.map((f) => {
    const args = 'args' in f && f.args.length ? `(${f.args.map((a) => `${a.name}: ${typeRef(a.type)}`).join(', ')})` : '';
    const argNotes = 'args' in f ? f.args.map((a) => (a.description ? `<br><code>${a.name}</code>: ${inline(a.description)}` : '')).join('') : '';
    const deprecated = 'deprecationReason' in f && f.deprecationReason ? ` <em>Deprecated: ${inline(f.deprecationReason)}</em>` : '';
    return `<tr><td><code>${f.name}${args}</code></td><td><code>${typeRef(f.type)}</code></td><td>${inline(f.description)}${argNotes}${deprecated}</td></tr>`;
  });
  return `<table class="fields"><thead><tr><th>field</th><th>type</th><th>description</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

function operationSection(kind: string, field: GraphQLField<unknown, unknown>): string {
  const signature = `${field.name}${field.args.length ? `(${field.args.map((a) => `${a.name}: ${typeRef(a.type)}`).join(', ')})` : ''}: ${typeRef(field.type)}`;
  const open = kind !== 'subscription' && publicRootFields[kind as 'query' | 'mutation'].has(field.name);
  const access = open ? '<span class="kind public">public</span>' : '<span class="kind">bearer token</span>';
  return `<section class="op" id="${operationAnchor(kind, field.name)}"><h4><a class="self" href="#${operationAnchor(kind, field.name)}">${field.name}</a> ${access}</h4><pre class="sig"><code>${kind} ${signature}</code></pre><p>${inline(field.description)}</p>${argsTable(field.args)}<p class="returns">Returns <code>${typeRef(field.type)}</code></p></section>`;
}

function typeKind(type: GraphQLNamedType): string {
  if (isObjectType(type)) return 'type';
  if (isInputObjectType(type)) return 'input';
  if (isEnumType(type)) return 'enum';
  if (isInterfaceType(type)) return 'interface';
  if (isUnionType(type)) return 'union';
  return 'scalar';
}

function typeSection(type: GraphQLNamedType): string {
  let body = '';
  if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) body = fieldsTable(Object.values(type.getFields()));
  else if (isEnumType(type)) {
    body = `<table class="values"><thead><tr><th>value</th><th>description</th></tr></thead><tbody>${type
      .getValues()
      .map((v) => `<tr><td><code>${v.name}</code></td><td>${inline(v.description)}</td></tr>`)
      .join('')}</tbody></table>`;
  } else if (isUnionType(type)) body = `<p>One of ${type.getTypes().map((t) => typeRef(t)).join(', ')}.</p>`;
  const kind = typeKind(type);
  return `<section class="type" id="${typeAnchor(type.name)}"><h4><a class="self" href="#${typeAnchor(type.name)}">${type.name}</a> <span class="kind">${kind}</span></h4><p>${inline(type.description)}</p>${body}</section>`;
}

interface TocEntry {
  id: string;
  title: string;
  children?: { id: string; title: string }[];
}

function schemaReference(schema: GraphQLSchema): { html: string; toc: TocEntry[] } {
  const parts: string[] = ['<h2 id="schema-reference">Schema reference</h2>', '<p>Generated from <code>schema/schema.graphql</code>. Types end in <code>!</code> when never null; a nullable field is null as its description says.</p>'];
  const toc: TocEntry[] = [];
  for (const [rootName, kind] of rootKinds) {
    const root = rootName === 'Query' ? schema.getQueryType() : rootName === 'Mutation' ? schema.getMutationType() : schema.getSubscriptionType();
    if (!root) continue;
    const fields = Object.values(root.getFields()).sort((a, b) => a.name.localeCompare(b.name));
    const id = `${kind}-operations`;
    const title = rootName === 'Query' ? 'Queries' : rootName === 'Mutation' ? 'Mutations' : 'Subscriptions';
    parts.push(`<h3 id="${id}">${title}</h3><p>${inline(root.description)}</p>`, ...fields.map((f) => operationSection(kind, f)));
    toc.push({ id, title, children: fields.map((f) => ({ id: operationAnchor(kind, f.name), title: f.name })) });
  }
  const named = Object.values(schema.getTypeMap())
    .filter((t) => !t.name.startsWith('__') && !isSpecifiedScalarType(t) && !rootKinds.some(([r]) => r === t.name))
    .sort((a, b) => a.name.localeCompare(b.name));
  const groups: [string, string, (t: GraphQLNamedType) => boolean][] = [
    ['types', 'Types', (t) => isObjectType(t) || isInterfaceType(t) || isUnionType(t)],
    ['inputs', 'Inputs', isInputObjectType],
    ['enums', 'Enums', isEnumType],
    ['scalars', 'Scalars', isScalarType],
  ];
  for (const [id, title, test] of groups) {
    const types = named.filter(test);
    if (!types.length) continue;
    parts.push(`<h3 id="${id}">${title}</h3>`, ...types.map(typeSection));
    toc.push({ id, title, children: types.map((t) => ({ id: typeAnchor(t.name), title: t.name })) });
  }
  // Every type the reference names must have its section (a dangling link is a build error).
  const html = parts.join('\n');
  for (const [, name] of html.matchAll(/href="#type-(\w+)"/g)) {
    if (!html.includes(`id="${typeAnchor(name)}"`)) throw new Error(`API docs: no section for type ${name}`);
  }
  return { html, toc };
}

function guideToc(html: string): TocEntry[] {
  const toc: TocEntry[] = [];
  for (const [, level, id, title] of html.matchAll(/<h([23]) id="([^"]+)">(.*?)<\/h\1>/g)) {
    const text = title.replace(/<[^>]+>/g, '');
    if (level === '2') toc.push({ id, title: text, children: [] });
    else toc.at(-1)?.children?.push({ id, title: text });
  }
  return toc;
}

function tocHtml(entries: TocEntry[]): string {
  const list = (items: { id: string; title: string; children?: { id: string; title: string }[] }[]): string =>
    `<ul>${items.map((i) => `<li><a href="#${i.id}">${escape(i.title)}</a>${i.children?.length ? list(i.children) : ''}</li>`).join('')}</ul>`;
  return list(entries);
}

/** The whole page, from the schema and the guide. */
export function renderApiDocs(schemaSource = readFileSync(schemaFile, 'utf8')): string {
  const schema = buildSchema(schemaSource);
  const guide = md.render(guideMarkdown(schema));
  const reference = schemaReference(schema);
  const referenceToc = reference.toc;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>API documentation · ISO 27001 Gap Assessment</title>
<link rel="stylesheet" href="/docs/api/${apiDocsStylesheet}">
</head>
<body>
<nav class="toc" aria-label="Contents">
<p class="toc-title"><a href="#top">API documentation</a></p>
${tocHtml(guideToc(guide))}
<p class="toc-group"><a href="#schema-reference">Schema reference</a></p>
${referenceToc.map((group) => `<details><summary>${escape(group.title)} <span class="count">${group.children?.length ?? 0}</span></summary><p class="toc-all"><a href="#${group.id}">All ${escape(group.title.toLowerCase())}</a></p>${tocHtml(group.children ?? [])}</details>`).join('\n')}
</nav>
<main id="top">
<header><h1>ISO 27001 Gap Assessment API</h1><p class="lead">GraphQL at <code>/graphql</code>, REST under <code>/api</code>: authentication, limits, errors, calls, progress streams and the schema reference.</p></header>
${guide}
${reference.html}
</main>
</body>
</html>
`;
}

/** Writes index.html and the stylesheet (run by the gateway's build after tsc). */
export function writeApiDocs(outDir = apiDocsDir): string {
  mkdirSync(outDir, { recursive: true });
  const file = path.join(outDir, 'index.html');
  writeFileSync(file, renderApiDocs());
  writeFileSync(path.join(outDir, apiDocsStylesheet), readFileSync(path.join(sourceDir, apiDocsStylesheet)));
  return file;
}
