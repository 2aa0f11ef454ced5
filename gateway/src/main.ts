import { startApp } from './app/server.js';
import { ConfigError, loadConfig } from './config/env.js';
import { DataDirInUseError } from './db/data-dir-lock.js';
import { ForeignDatabaseError, MigrationLockTimeoutError } from './db/orm.js';
import { questionVectorsOf } from './modules/analysis/engine/index.js';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const app = await startApp(config);
  if (config.encoderWarmStart) {
    warmEncoder(app);
    warmWorkbook(app);
  }
  const shutdown = async (signal: string) => {
    app.logger.info({ signal }, 'shutting down');
    // Past the grace period plus the hand-back, something hangs: leave anyway, as failed.
    setTimeout(() => {
      app.logger.error('shutdown did not finish in time');
      process.exit(1);
    }, 40_000).unref();
    try {
      await app.shutdown();
      process.exit(0);
    } catch (error) {
      app.logger.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

/**
 * Loads the embedded sentence encoder in the background (its worker thread) and embeds the question bank with it,
 * so the first analysis after a start does not wait for either; requests are served meanwhile. Only the product process does this: test gateways, started
 * in bulk, load it on first use.
 */
function warmEncoder(app: Awaited<ReturnType<typeof startApp>>): void {
  const started = Date.now();
  questionVectorsOf(app.services.encoder, app.services.questions.bank.questions)
    .then(() => app.logger.info({ ms: Date.now() - started }, 'sentence encoder ready'))
    .catch((error: unknown) => app.logger.warn({ err: error }, 'sentence encoder warm start failed; it loads on first use'));
}

/**
 * Loads the workbook library (exceljs) a few seconds after start: compiling it takes about 300 ms of the main thread,
 * which the first export would otherwise take from every other request (`npm run bench -- stall`).
 */
function warmWorkbook(app: Awaited<ReturnType<typeof startApp>>): void {
  setTimeout(() => {
    import('exceljs').catch((error: unknown) => app.logger.warn({ err: error }, 'workbook library warm start failed; it loads on first export'));
  }, 3_000).unref();
}

main().catch((error: unknown) => {
  // A refusal the operator can act on is said in one sentence, without a stack.
  const refusal = error instanceof DataDirInUseError || error instanceof MigrationLockTimeoutError || error instanceof ForeignDatabaseError;
  console.error(refusal ? error.message : error);
  process.exit(1);
});
