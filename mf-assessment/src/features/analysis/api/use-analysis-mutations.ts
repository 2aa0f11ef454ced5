import { useMutation } from '@apollo/client/react';
import { CancelAnalysisRunDocument, StartAnalysisRunDocument } from '@gap/schema/graphql';

/** Queues a run; answers the run (followed with `followRun`). */
export const useStartAnalysisRun = () => useMutation(StartAnalysisRunDocument);

/** Stops a run within 2 s; answers written so far stay. */
export const useCancelAnalysisRun = () => useMutation(CancelAnalysisRunDocument);
