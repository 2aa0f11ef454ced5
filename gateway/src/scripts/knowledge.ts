import { Client } from '@elastic/elasticsearch';
import { loadConfig } from '../config/env.js';
import { createLogger } from '../lib/logger.js';
import { elasticsearchConnection } from '../modules/knowledge/knowledge.factory.js';
import { ElasticsearchKnowledgeIndex } from '../modules/knowledge/search/elasticsearch-index.js';

/**
 * `npm run knowledge -- reindex`: moves the Elasticsearch knowledge index to the next version with today's mappings
 * and swaps the alias (see ElasticsearchKnowledgeIndex.reindex). Gateways keep serving meanwhile.
 */
const [command] = process.argv.slice(2);
if (command !== 'reindex') {
  console.error('usage: npm run knowledge -- reindex');
  process.exit(2);
}
const es = loadConfig().knowledge.elasticsearch;
if (!es) {
  console.error('ELASTICSEARCH_URL is not set: the knowledge base is in the database, which needs no reindex.');
  process.exit(1);
}
const client = new Client({ node: es.url, ...elasticsearchConnection(es), requestTimeout: 600_000 });
try {
  const { from, to, copied } = await new ElasticsearchKnowledgeIndex(client, es.index, { logger: createLogger('warn') }).reindex();
  console.log(from ? `Reindexed ${copied} chunks from ${from} into ${to}; the alias ${es.index} now points at ${to}.` : `Created ${to} behind the alias ${es.index} (there was nothing to copy).`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await client.close();
}
