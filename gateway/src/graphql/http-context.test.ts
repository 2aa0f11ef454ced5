import type { Request } from 'express';
import type { Services } from '../app/services.js';
import { HttpContext } from './http-context.js';

/** A request whose user entity, address and logger count how often they are worked out. */
function fakeRequest() {
  const built = { user: 0, ip: 0, log: 0 };
  const req = {
    em: { fork: 'em' },
    profile: { id: 7, username: 'ada' },
    id: 'req-1',
    get: (name: string) => (name === 'authorization' ? 'Bearer abc.def.ghi' : undefined),
    get user() {
      built.user += 1;
      return { id: 7 };
    },
    get ip() {
      built.ip += 1;
      return '127.0.0.1';
    },
    get log() {
      built.log += 1;
      return { child: true };
    },
  };
  return { req: req as unknown as Request, built };
}

/** How Apollo Server copies a context for each operation (cloneObject in ApolloServer.ts). */
const copyAsApolloDoes = <T extends object>(context: T): T => Object.assign(Object.create(Object.getPrototypeOf(context) as object) as T, context);

test("Apollo's copy of the context works nothing out; a resolver that reads the user, token, address or logger gets them", () => {
  const { req, built } = fakeRequest();
  const services = {} as Services;
  const context = copyAsApolloDoes(new HttpContext(req, services));
  expect(built).toEqual({ user: 0, ip: 0, log: 0 });
  expect(context).toMatchObject({ em: req.em, profile: req.profile, requestId: 'req-1', services });
  expect(context.user).toEqual({ id: 7 });
  expect(context.token).toBe('abc.def.ghi');
  expect(context.ip).toBe('127.0.0.1');
  expect(context.log).toEqual({ child: true });
  expect(built).toEqual({ user: 1, ip: 1, log: 1 });
});
