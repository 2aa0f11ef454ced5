import type { z } from 'zod';
import { aiEnvShape } from './ai-settings.js';
import { envSchema } from './env.js';
import { knowledgeEnvShape } from './knowledge-settings.js';
import { mailEnvShape } from './mail-settings.js';
import { paymentEnvShape } from './payment-settings.js';
import { secretSettings } from './secret-files.js';
import { trialEnvShape } from './trial-settings.js';

/** Where the reference lives, from the repository's root; scripts/env-reference.mjs writes it, a test compares it. */
export const envReferencePath = 'docs/environment.md';

/** The schema's sections, in the order they are listed; what no section claims is the gateway's own. */
const sections: { title: string; keys: readonly string[] }[] = [
  { title: 'Payments', keys: Object.keys(paymentEnvShape) },
  { title: 'AI answers', keys: Object.keys(aiEnvShape) },
  { title: 'Knowledge base', keys: Object.keys(knowledgeEnvShape) },
  { title: 'Free trial', keys: Object.keys(trialEnvShape) },
  { title: 'Email', keys: Object.keys(mailEnvShape) },
];

/** The names of every variable the gateway reads, each once (the OpenAI account is shared by two sections). */
export const envVariableNames = (): string[] => Object.keys(envSchema.shape);

/** The variables whose schema has no `.describe()` text: the reference would leave them unexplained. */
export function undescribedVariables(): string[] {
  return envVariableNames().filter((name) => !descriptionOf(schemaOf(name)));
}

/** docs/environment.md, made from the zod schema of gateway/src/config: names, defaults, accepted values, meaning. */
export function renderEnvReference(): string {
  const claimed = new Set<string>();
  const grouped = sections.map(({ title, keys }) => ({ title, keys: keys.filter((key) => !claimed.has(key) && claimed.add(key)) }));
  const own = envVariableNames().filter((name) => !claimed.has(name));
  const lines = [
    '<!-- Generated from the zod schema in gateway/src/config (each variable\'s `.describe()` text) by',
    '     `npm run build -w gateway && npx node scripts/env-reference.mjs`. Do not edit: a gateway test fails when this',
    '     file and the schema differ. -->',
    '',
    '# Environment variables',
    '',
    `The gateway reads these ${envVariableNames().length} variables (and the \`_FILE\` forms of the secrets), nothing else, once at start;`,
    'a bad value stops the start with every problem listed. [Configuration](configuration.md) explains how they',
    'combine: embedded defaults, production, several gateways. A variable without a default may be left empty:',
    'empty counts as unset. "—" in the default column: unset, and the meaning says what that does.',
    '',
    '**From a file** (Docker and Kubernetes secrets): each variable marked "or `NAME_FILE`" may instead be read from',
    'the file `NAME_FILE` names, its content without the trailing line break. Both set, or a file that is missing,',
    'empty or over 64 KB, stops the start with the setting named.',
    '',
  ];
  for (const { title, keys } of [{ title: 'Gateway', keys: own }, ...grouped]) {
    lines.push(`## ${title}`, '', '| variable | default | accepted | meaning |', '|---|---|---|---|');
    for (const name of keys) {
      const schema = schemaOf(name);
      const file = (secretSettings as readonly string[]).includes(name) ? ' (or `' + name + '_FILE`)' : '';
      lines.push(`| \`${name}\`${file} | ${defaultOf(schema)} | ${acceptedOf(schema)} | ${cell(descriptionOf(schema) ?? '')} |`);
    }
    lines.push('');
  }
  return lines.join('\n');
}

/** The parts of zod's definitions the reference reads. */
interface Def {
  type: string;
  innerType?: Schema;
  in?: Schema;
  out?: Schema;
  defaultValue?: unknown;
  entries?: Record<string, string>;
  format?: string;
  protocol?: RegExp;
}
type Schema = z.ZodType & { _zod: { def: Def }; minValue?: number | null; maxValue?: number | null; isInt?: boolean; minLength?: number | null };

function schemaOf(name: string): Schema {
  return (envSchema.shape as unknown as Record<string, Schema>)[name];
}

function descriptionOf(schema: Schema): string | undefined {
  return schema.description;
}

/** The schema the value is checked by, past defaults, optionals and the "empty counts as unset" preprocessing. */
function valueSchema(schema: Schema): Schema {
  const def = schema._zod.def;
  if ((def.type === 'default' || def.type === 'optional') && def.innerType) return valueSchema(def.innerType);
  if (def.type === 'pipe' && def.in && def.out) return valueSchema(def.in._zod.def.type === 'transform' ? def.out : def.in);
  return schema;
}

function defaultOf(schema: Schema): string {
  let current: Schema | undefined = schema;
  while (current) {
    const def: Def = current._zod.def;
    if (def.type === 'default') return `\`${String(def.defaultValue)}\``;
    current = def.type === 'pipe' ? def.in : def.innerType;
  }
  return '—';
}

const unbounded = (value: number | null | undefined) => value === null || value === undefined || !Number.isFinite(value) || Math.abs(value) >= Number.MAX_SAFE_INTEGER;

function acceptedOf(schema: Schema): string {
  const value = valueSchema(schema);
  const def = value._zod.def;
  if (def.type === 'enum' && def.entries) return Object.values(def.entries).map((entry) => `\`${entry}\``).join(', ');
  if (def.type === 'number') {
    const kind = value.isInt ? 'whole number' : 'number';
    const [min, max] = [value.minValue, value.maxValue];
    if (!unbounded(min) && !unbounded(max)) return `${kind} ${min}-${max}`;
    if (!unbounded(min)) return `${kind} ≥ ${min}`;
    return kind;
  }
  if (def.type === 'string' && def.format === 'url') return def.protocol ? 'http(s) URL' : 'URL';
  if (def.type === 'string' && value.minLength && value.minLength > 1) return `text, ${value.minLength}+ characters`;
  return 'text';
}

/** A table cell: one line, pipes escaped. */
function cell(text: string): string {
  return text.replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|');
}
