import { useMutation, useQuery } from '@apollo/client/react';
import { ApiTokensDocument, CreateApiTokenDocument, RevokeApiTokenDocument } from '@gap/schema/graphql';
import { evictObject, evictRootFields } from '@gap/schema/web';

/** The signed-in user's API tokens, newest first; asked again on every visit (lastUsedAt moves outside the browser). */
export const useApiTokens = () => useQuery(ApiTokensDocument, { fetchPolicy: 'cache-and-network' });

/** Creates a token (the answer carries its secret, once); the token list is fetched again. */
export const useCreateApiToken = () =>
  useMutation(CreateApiTokenDocument, { update: (cache) => evictRootFields(cache, ['apiTokens']) });

/** Revokes a token; it leaves the cache and the list is fetched again. */
export const useRevokeApiToken = () =>
  useMutation(RevokeApiTokenDocument, {
    update: (cache, _result, { variables }) => {
      if (variables) evictObject(cache, 'ApiToken', variables.id);
      evictRootFields(cache, ['apiTokens']);
    },
  });
