import { randomBytes } from 'node:crypto';
import { jest } from '@jest/globals';
import { SignJWT } from 'jose';
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

test('a correctly signed token without an id (jti) is refused: it could not be revoked on its own', async () => {
  const tokens = new TokenService(secret, 60);
  const sign = (jti?: string) => {
    const jwt = new SignJWT({ ver: 3 }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setSubject('7').setIssuer('iso27001-gap-assessment').setAudience('gap-assessment-api').setIssuedAt().setExpirationTime('60s');
    return (jti === undefined ? jwt : jwt.setJti(jti)).sign(secret);
  };
  expect(await tokens.verify(await sign('an-id'))).toMatchObject({ userId: 7, jti: 'an-id' });
  expect(await tokens.verify(await sign())).toBeUndefined();
  expect(await tokens.verify(await sign(''))).toBeUndefined();
});
