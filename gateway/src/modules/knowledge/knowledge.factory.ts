import { readFileSync } from 'node:fs';
import type { ClientOptions } from '@elastic/elasticsearch';
import type { Config } from '../../config/env.js';
import type { Logger } from '../../lib/logger.js';
import { defaultExtractionLimits, ExtractionRunner, type ExtractionLimits } from '../documents/extraction/extraction-runner.js';
import type { SourceSection } from './chunking.js';
import type { Embedder } from './embeddings/embedder.js';
import { KnowledgeService, type KnowledgeServiceOptions } from './knowledge.service.js';
import type { KnowledgeIndex } from './search/knowledge-index.js';
import { SqlKnowledgeIndex } from './search/sql-index.repository.js';
import type { PdfReader } from './upload/knowledge-files.js';

/**
 * The one place that picks the knowledge base's engines from configuration. The Elasticsearch and OpenAI
 * clients are loaded only when they are configured; otherwise texts are embedded by `localEncoder`, the
 * gateway's shared sentence encoder (its owner closes it).
 */
export async function createKnowledgeService(config: Config, logger: Logger, localEncoder: Embedder, overrides: Partial<KnowledgeServiceOptions> = {}): Promise<KnowledgeService> {
  const settings = config.knowledge;
  return new KnowledgeService({
    index: await createIndex(config, logger),
    embedder: await createEmbedder(config, localEncoder),
    // The same heap cap and thread count per process as document extraction (EXTRACTION_MAX_HEAP_MB, EXTRACTION_MAX_CONCURRENT).
    pdf: new ExtractedPdfReader({ ...defaultExtractionLimits, maxConcurrent: config.work.extractionsGlobal, maxHeapMb: config.work.extractionMaxHeapMb }),
    policy: { allowHosts: settings.crawl.allowHosts, extraPorts: settings.crawl.extraPorts },
    crawlDelayMs: settings.crawl.delayMs,
    logger,
    ...overrides,
  });
}

/** PDFs are read as uploaded documents are, in extraction threads of a pool of their own, ended by close(). */
export class ExtractedPdfReader implements PdfReader {
  readonly runner: ExtractionRunner;

  constructor(limits: ExtractionLimits) {
    this.runner = new ExtractionRunner(limits);
  }

  async read(bytes: Uint8Array): Promise<SourceSection[]> {
    return (await this.runner.extract('pdf', bytes)).chunks.map((c) => ({ heading: c.pageNumber ? `Page ${c.pageNumber}` : c.sectionLabel, text: c.text }));
  }

  close(): Promise<void> {
    return this.runner.close();
  }
}

async function createIndex(config: Config, logger: Logger): Promise<KnowledgeIndex> {
  const es = config.knowledge.elasticsearch;
  if (es) {
    const [{ Client }, { ElasticsearchKnowledgeIndex }] = await Promise.all([import('@elastic/elasticsearch'), import('./search/elasticsearch-index.js')]);
    const client = new Client({ node: es.url, ...elasticsearchConnection(es), requestTimeout: 30_000, maxRetries: 2 });
    return new ElasticsearchKnowledgeIndex(client, es.index, { logger });
  }
  return new SqlKnowledgeIndex(config.databaseUrl ? 'postgres' : 'pglite');
}

/** Credentials and trust for the cluster: an API key or user and password; the CA as a file or a fingerprint. */
export function elasticsearchConnection(es: NonNullable<Config['knowledge']['elasticsearch']>): Pick<ClientOptions, 'auth' | 'tls' | 'caFingerprint'> {
  const auth = es.apiKey ? { apiKey: es.apiKey } : es.username && es.password ? { username: es.username, password: es.password } : undefined;
  return {
    ...(auth ? { auth } : {}),
    ...(es.caFile ? { tls: { ca: readFileSync(es.caFile) } } : {}),
    ...(es.caFingerprint ? { caFingerprint: es.caFingerprint } : {}),
  };
}

async function createEmbedder(config: Config, localEncoder: Embedder): Promise<Embedder> {
  const openai = config.knowledge.openaiEmbeddings;
  if (!openai) return localEncoder;
  const { OpenAiEmbedder } = await import('./embeddings/openai-embedder.js');
  return new OpenAiEmbedder(openai);
}
