import { Client } from '@elastic/elasticsearch';
import { loadConfig } from '../config/env.js';
import { createLogger } from '../lib/logger.js';
import { elasticsearchConnection } from '../modules/knowledge/knowledge.factory.js';
import { ElasticsearchKnowledgeIndex } from '../modules/knowledge/search/elasticsearch-index.js';

/**
 * `npm run knowledge -- reindex [--embed-again]`: moves the Elasticsearch knowledge index to the next version with
 * today's mappings and swaps the alias (see ElasticsearchKnowledgeIndex.reindex). Gateways keep serving meanwhile.
 * `--embed-again` (after a change of embedding dimensions) leaves the vectors behind: the gateways embed the chunks
 * again with the configured model.
 */
const [command, ...options] = process.argv.slice(2);
const unknown = options.filter((option) => option !== '--embed-again');
if (command !== 'reindex' || unknown.length) {
  console.error('usage: npm run knowledge -- reindex [--embed-again]');
  process.exit(2);
}
const embedAgain = options.includes('--embed-again');
const es = loadConfig().knowledge.elasticsearch;
if (!es) {
  console.error('ELASTICSEARCH_URL is not set: the knowledge base is in the database, which needs no reindex.');
  process.exit(1);
}
const client = new Client({ node: es.url, ...elasticsearchConnection(es), requestTimeout: 600_000 });
try {
  const { from, to, copied } = await new ElasticsearchKnowledgeIndex(client, es.index, { logger: createLogger('warn') }).reindex({ embedAgain });
  console.log(from ? `Reindexed ${copied} chunks from ${from} into ${to}; the alias ${es.index} now points at ${to}.` : `Created ${to} behind the alias ${es.index} (there was nothing to copy).`);
  if (from && embedAgain) console.log('Their vectors were left behind: the gateways embed them again with the configured model (progress on the knowledge page).');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await client.close();
}
