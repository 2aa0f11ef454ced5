import { useMutation } from '@apollo/client/react';
import { CancelAnalysisRunDocument, RunStreamTokenDocument, StartAnalysisRunDocument } from '@gap/schema/graphql';

/** Queues a run; answers the run and the token of its progress stream. */
export const useStartAnalysisRun = () => useMutation(StartAnalysisRunDocument);

/** Stops a run within 2 s; answers written so far stay. */
export const useCancelAnalysisRun = () => useMutation(CancelAnalysisRunDocument);

/** A fresh stream token for a run the page reattaches to. */
export const useRunStreamToken = () => useMutation(RunStreamTokenDocument);
