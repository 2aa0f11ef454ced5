import { useMutation, useQuery } from '@apollo/client/react';
import { AiEngineStatusDocument, CheckAiModelDocument } from '@gap/schema/graphql';

/** The AI engine's status (administrators only), asked afresh when the page opens. */
export const useAiEngineStatus = () => useQuery(AiEngineStatusDocument, { fetchPolicy: 'network-only' });

/** Checks the configured model again; the answer replaces the status shown. */
export const useCheckAiModel = () =>
  useMutation(CheckAiModelDocument, {
    update: (cache, { data }) => {
      if (data) cache.writeQuery({ query: AiEngineStatusDocument, data: { aiEngineStatus: data.checkAiModel } });
    },
  });
