import { pino } from 'pino';
import { LocalChangeFeed } from '../../db/change-feed.js';
import type { Em } from '../../db/orm.js';
import { Credentials, type Credential } from './credentials.js';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** An API token the database says exists: the credential stays live, so `allowed` decides. */
const credential: Credential = { kind: 'api', userId: 7, tokenId: 1, expiresAt: null };
const database = { execute: async () => [{ exists: 1 }] } as unknown as Em;

test("a user's dead streams end in the order they were watched, whichever check answers first", async () => {
  const credentials = new Credentials(new LocalChangeFeed(), pino({ level: 'silent' }));
  const ended: string[] = [];
  // The connection was watched first, its subscription second; the subscription's check answers first.
  const unwatchConnection = credentials.watch(credential, () => database, () => ended.push('connection'), async () => (await wait(40), false));
  const unwatchSubscription = credentials.watch(credential, () => database, () => ended.push('subscription'), async () => false);
  credentials.revoked(credential.userId);
  await wait(100);
  expect(ended).toEqual(['connection', 'subscription']);
  expect(credentials.watching).toBe(0);
  unwatchConnection();
  unwatchSubscription();
});

test('a stream whose check fails (a database hiccup) goes on; the others of the user end', async () => {
  const credentials = new Credentials(new LocalChangeFeed(), pino({ level: 'silent' }));
  const ended: string[] = [];
  const failing = { execute: async () => Promise.reject(new Error('connection reset')) } as unknown as Em;
  const unwatchKept = credentials.watch(credential, () => failing, () => ended.push('kept'));
  const unwatchEnded = credentials.watch(credential, () => database, () => ended.push('ended'), async () => false);
  credentials.revoked(credential.userId);
  await wait(50);
  expect(ended).toEqual(['ended']);
  expect(credentials.watching).toBe(1);
  unwatchKept();
  unwatchEnded();
  expect(credentials.watching).toBe(0);
});
