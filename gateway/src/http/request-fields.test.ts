import express, { type Request, type Response } from 'express';
import type { Services } from '../app/services.js';
import type { Orm } from '../db/orm.js';
import type { Logger } from '../lib/logger.js';
import { resolveUser } from './authenticate.js';
import { requestContext, requestFields } from './request-context.js';

// Getters defined on each request kept much of each request's objects alive through V8's young-generation
// collections (see requestFields and docs/decisions/request-prototype-getters.md): what a request works out lazily is read through getters
// on the app's request prototype instead.

function fakeRequest() {
  const request = Object.create(express().request as object) as Request;
  requestFields(request);
  const req = Object.create(request) as Request & Record<string, unknown>;
  const headers: Record<string, string> = { authorization: 'Bearer abc.def.ghi' };
  req.get = ((name: string) => headers[name.toLowerCase()]) as Request['get'];
  return req;
}

const ownGetters = (object: object) => Object.entries(Object.getOwnPropertyDescriptors(object)).filter(([, d]) => d.get).map(([name]) => name);

test('the child logger and the user entity are worked out when read, through getters of the prototype', async () => {
  const children: unknown[] = [];
  const logger = { isLevelEnabled: () => false, child: (bindings: unknown) => (children.push(bindings), { child: bindings }) } as unknown as Logger;
  const orm = { em: { fork: () => ({ forked: true }) } } as unknown as Orm;
  const req = fakeRequest();
  const res = { setHeader: () => undefined } as unknown as Response;
  requestContext(orm, logger)(req, res, () => undefined);
  let built = 0;
  const caller = {
    profile: { id: 7 },
    get user() {
      built += 1;
      return { id: 7 };
    },
  };
  const services = { auth: { authenticateSession: async () => caller } } as unknown as Services;
  await resolveUser(services, req);

  expect(ownGetters(req)).toEqual([]);
  expect(children).toEqual([]);
  expect(built).toBe(0);
  expect(req.profile).toEqual({ id: 7 });
  expect(req.log).toEqual({ child: { requestId: req.id } });
  expect(req.log).toBe(req.log);
  expect(children).toHaveLength(1);
  expect(req.user).toEqual({ id: 7 });
  expect(built).toBe(1);
});

test('a request without a context or a caller has neither logger nor user', () => {
  const req = fakeRequest();
  expect(req.log).toBeUndefined();
  expect(req.user).toBeUndefined();
});
