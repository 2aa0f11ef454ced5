import { LoginDocument, RegisterDocument, type LoginInput, type RegisterInput } from '@gap/schema/graphql';
import { serverMessageOf, setToken } from '@gap/schema/web';
import { getApolloClient } from '@/lib/apollo';

/** What the sign-in and sign-up forms need to know; `message` is the server's, when it sent one. */
export type SignInOutcome = { ok: true } | { ok: false; message: string | undefined };

/** Stores the new session's token and starts it with an empty cache (another user may have signed out here). */
async function startSession(run: () => Promise<string | undefined>): Promise<SignInOutcome> {
  try {
    const token = await run();
    if (!token) return { ok: false, message: undefined };
    setToken(token);
    await getApolloClient().clearStore();
    return { ok: true };
  } catch (error) {
    return { ok: false, message: serverMessageOf(error) };
  }
}

export const login = (input: LoginInput) =>
  startSession(async () => (await getApolloClient().mutate({ mutation: LoginDocument, variables: { input } })).data?.login.token);

export const register = (input: RegisterInput) =>
  startSession(async () => (await getApolloClient().mutate({ mutation: RegisterDocument, variables: { input } })).data?.register.token);
