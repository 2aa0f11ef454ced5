import { randomBytes } from 'node:crypto';
import { jest } from '@jest/globals';
import { TokenService } from './token.service.js';

const secret = new Uint8Array(randomBytes(32));

afterEach(() => jest.useRealTimers());

test('a verified token answers the same claims again, and none once it has expired', async () => {
  const tokens = new TokenService(secret, 60);
  const token = await tokens.issue({ userId: 7, tokenVersion: 3 });
  const first = await tokens.verify(token);
  expect(first).toMatchObject({ userId: 7, tokenVersion: 3 });
  expect(await tokens.verify(token)).toEqual(first);
  jest.useFakeTimers({ now: first!.expiresAt.getTime() + 1, doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  expect(await tokens.verify(token)).toBeUndefined();
});

test('a tampered copy of a verified token is refused, and so is a token signed with another secret', async () => {
  const tokens = new TokenService(secret, 60);
  const token = await tokens.issue({ userId: 7, tokenVersion: 3 });
  expect(await tokens.verify(token)).toBeDefined();
  const [header, payload, signature] = token.split('.');
  const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), sub: '8' })).toString('base64url');
  expect(await tokens.verify(`${header}.${forged}.${signature}`)).toBeUndefined();
  expect(await tokens.verify(`${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`)).toBeUndefined();
  const foreign = await new TokenService(new Uint8Array(randomBytes(32)), 60).issue({ userId: 7, tokenVersion: 3 });
  expect(await tokens.verify(foreign)).toBeUndefined();
});
