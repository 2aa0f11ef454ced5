import { useMutation, useQuery } from '@apollo/client/react';
import { AccountSettingsDocument, ChangePasswordDocument, SignOutEverywhereDocument } from '@gap/schema/graphql';

/** How many API tokens "sign out everywhere" could revoke; asked on every visit. */
export const useAccountSettings = () => useQuery(AccountSettingsDocument, { fetchPolicy: 'cache-and-network' });

/** Answers a fresh token for this browser: every other session, and this one's old token, are signed out. */
export const useChangePassword = () => useMutation(ChangePasswordDocument);

export const useSignOutEverywhere = () => useMutation(SignOutEverywhereDocument);
