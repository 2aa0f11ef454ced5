import { randomBytes } from 'node:crypto';
import { loadConfig, ConfigError } from './env.js';

const base = { NODE_ENV: 'production', JWT_SECRET: randomBytes(32).toString('hex'), PAYMENT_PROVIDER: 'demo', DATA_DIR: '/tmp/gap-config-test', DATABASE_URL: 'postgres://127.0.0.1/gap' };

describe('knowledge settings', () => {
  test('production refuses to start with the test-only crawl allowlist', () => {
    expect(() => loadConfig({ ...base, KNOWLEDGE_CRAWL_ALLOW_HOSTS: '127.0.0.1' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, KNOWLEDGE_CRAWL_ALLOW_HOSTS: '127.0.0.1' })).toThrow(/KNOWLEDGE_CRAWL_ALLOW_HOSTS: not allowed when NODE_ENV=production/);
  });

  test('defaults: embedded encoder, database index, polite delay; Elasticsearch and OpenAI embeddings by environment', () => {
    const plain = loadConfig(base);
    expect(plain.knowledge).toEqual({ elasticsearch: undefined, openaiEmbeddings: undefined, crawl: { allowHosts: [], extraPorts: [], delayMs: 1000 } });
    const full = loadConfig({ ...base, ELASTICSEARCH_URL: 'http://127.0.0.1:9200', ELASTICSEARCH_PASSWORD: 'pw', OPENAI_API_KEY: 'k', OPENAI_EMBEDDING_MODEL: 'text-embedding-3-small', KNOWLEDGE_CRAWL_PORTS: '8080,8443' });
    expect(full.knowledge.elasticsearch).toEqual({
      url: 'http://127.0.0.1:9200',
      username: 'elastic',
      password: 'pw',
      apiKey: undefined,
      caFile: undefined,
      caFingerprint: undefined,
      index: 'knowledge_chunks',
    });
    expect(full.knowledge.openaiEmbeddings).toEqual({ apiKey: 'k', baseUrl: undefined, model: 'text-embedding-3-small' });
    expect(full.knowledge.crawl.extraPorts).toEqual([8080, 8443]);
    expect(() => loadConfig({ ...base, OPENAI_EMBEDDING_MODEL: 'm' })).toThrow(/OPENAI_API_KEY: required with OPENAI_EMBEDDING_MODEL/);
  });

  test('Elasticsearch by API key and a CA (file or fingerprint) over https; mixed or incomplete settings are refused', () => {
    const fingerprint = Array.from({ length: 32 }, (_, i) => (i * 7).toString(16).padStart(2, '0').toUpperCase()).join(':');
    const keyed = loadConfig({ ...base, ELASTICSEARCH_URL: 'https://127.0.0.1:9200', ELASTICSEARCH_API_KEY: 'a2V5OnNlY3JldA==', ELASTICSEARCH_CA_FINGERPRINT: fingerprint });
    expect(keyed.knowledge.elasticsearch).toMatchObject({ apiKey: 'a2V5OnNlY3JldA==', caFingerprint: fingerprint, username: undefined, password: undefined });
    expect(loadConfig({ ...base, ELASTICSEARCH_URL: 'https://es.internal:9200', ELASTICSEARCH_CA_FILE: '/run/secrets/http_ca.crt' }).knowledge.elasticsearch?.caFile).toBe('/run/secrets/http_ca.crt');
    expect(() => loadConfig({ ...base, ELASTICSEARCH_API_KEY: 'k' })).toThrow(/ELASTICSEARCH_URL: required with ELASTICSEARCH_API_KEY/);
    expect(() => loadConfig({ ...base, ELASTICSEARCH_URL: 'https://127.0.0.1:9200', ELASTICSEARCH_API_KEY: 'k', ELASTICSEARCH_PASSWORD: 'pw' })).toThrow(/set either an API key or a password, not both/);
    expect(() => loadConfig({ ...base, ELASTICSEARCH_URL: 'http://127.0.0.1:9200', ELASTICSEARCH_CA_FINGERPRINT: fingerprint })).toThrow(/must be https:\/\/ with ELASTICSEARCH_CA_FILE or ELASTICSEARCH_CA_FINGERPRINT/);
    expect(() => loadConfig({ ...base, ELASTICSEARCH_URL: 'https://127.0.0.1:9200', ELASTICSEARCH_CA_FINGERPRINT: 'not-hex' })).toThrow(/ELASTICSEARCH_CA_FINGERPRINT: must be a SHA-256 fingerprint in hex/);
  });
});
