import { useApolloClient } from '@apollo/client/react';
import { App } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { RunProgressEventType } from '@gap/schema/graphql';
import { evictRootFields, graphQLErrorCode, projectSummaryFields, serverMessageOf, useToast } from '@gap/schema/web';
import { analysisToasts } from '../analysis-toasts';
import { followRun, type FollowedRun } from '../api/follow-run';
import { useCancelAnalysisRun, useStartAnalysisRun } from '../api/use-analysis-mutations';
import { useProjectAnalysis } from '../api/use-project-analysis';

const notify = (show: (title: string, description?: string) => void, { title, description }: { title: string; description: string }) => show(title, description);

/** SPEC 4 'AI analysis': idle, starting, running; a terminal event or a dropped stream returns to idle. */
export type AnalysisPhase = 'idle' | 'starting' | 'running';

/**
 * The project's AI analysis as the wizard sees it: start, follow (reattaching after a reload to a run still
 * active), cancel, and the SPEC 8 toasts. `onCompleted` runs after a completed run (the wizard shows the answers).
 */
export function useAnalysisRun(projectId: string, onCompleted: (run: FollowedRun) => void) {
  const toast = useToast();
  const { notification } = App.useApp();
  const client = useApolloClient();
  const { cache } = client;
  const analysis = useProjectAnalysis(projectId);
  const [startRun] = useStartAnalysisRun();
  const [cancelRun] = useCancelAnalysisRun();
  const [phase, setPhase] = useState<AnalysisPhase>('idle');
  const [run, setRun] = useState<FollowedRun | null>(null);
  const stopStream = useRef<(() => void) | undefined>(undefined);
  const attachedTo = useRef<string | undefined>(undefined);
  const completed = useRef(onCompleted);
  completed.current = onCompleted;

  const end = useCallback(
    (type: RunProgressEventType, ended: FollowedRun) => {
      setPhase('idle');
      // The run wrote answers: the questionnaire and the project summaries (progress) are read again.
      evictRootFields(cache, ['assessmentAnswers', 'project', ...projectSummaryFields]);
      void analysis.refetch();
      if (type === 'completed') {
        notify(toast.success, analysisToasts.completed(ended.succeeded, ended.totalQuestions));
        completed.current(ended);
      } else {
        // SPEC 4: a cancelled or failed run resets the progress.
        setRun(null);
        notify(toast.error, type === 'cancelled' ? analysisToasts.cancelled : analysisToasts.failed(ended.error));
      }
    },
    [analysis, toast, cache],
  );

  const follow = useCallback(
    (runId: string) => {
      stopStream.current?.();
      attachedTo.current = runId;
      setPhase('running');
      stopStream.current = followRun(client, runId, {
        onEvent: (type, data) => {
          setRun(data);
          if (type === 'completed' || type === 'cancelled' || type === 'failed') end(type, data);
        },
        onConnectionError: () => {
          setPhase('idle');
          setRun(null);
          notify(toast.error, analysisToasts.connectionError);
        },
      });
    },
    [client, end, toast],
  );

  // After a reload: a run of this project still queued or running is followed again.
  const latest = analysis.data?.analysisRuns[0];
  useEffect(() => {
    if (!latest || phase !== 'idle' || attachedTo.current === latest.runId) return;
    if (latest.status !== 'queued' && latest.status !== 'running') return;
    setRun(latest);
    follow(latest.runId);
  }, [latest, phase, follow]);

  useEffect(() => () => stopStream.current?.(), []);

  const start = useCallback(
    async (testType: string) => {
      if (phase !== 'idle') return;
      setPhase('starting');
      setRun(null);
      try {
        const { data } = await startRun({ variables: { projectId, testType } });
        if (!data) throw new Error('No answer');
        setRun(data.startAnalysisRun.run);
        follow(data.startAnalysisRun.run.runId);
        // The run counts against the allowance shown beside the button.
        void analysis.refetch();
      } catch (error) {
        setPhase('idle');
        // The only refusal of input the UI can meet: the project has no document with text (the test type comes
        // from the server's own list).
        if (graphQLErrorCode(error) === 'BAD_USER_INPUT') notification.info(analysisToasts.nothingToAnalyse(serverMessageOf(error)));
        else notify(toast.error, analysisToasts.startFailed(serverMessageOf(error)));
        void analysis.refetch();
      }
    },
    [phase, startRun, projectId, follow, toast, notification, analysis],
  );

  const cancel = useCallback(async () => {
    if (!run) return;
    try {
      await cancelRun({ variables: { runId: String(run.runId) } });
    } catch (error) {
      toast.error('Cancel Failed', serverMessageOf(error) ?? 'Failed to cancel the analysis');
    }
  }, [run, cancelRun, toast]);

  const allowance = analysis.data?.project.analysisRuns;
  return { phase, run, busy: phase !== 'idle', start, cancel, allowance };
}
