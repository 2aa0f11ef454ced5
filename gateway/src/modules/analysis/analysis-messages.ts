import { runsPerCredit } from '@gap/schema';

/** The analysis's answers to bad input and conflicts; each says what to do next. */
export const analysisMessages = {
  runNotFound: 'Analysis run not found',
  noDocuments: 'Upload at least one document before running the AI analysis.',
  noText: (names: string) =>
    `None of this project's documents has readable text (${names}). Upload text-based PDF, Word or Excel documents; scanned pages need text recognition first.`,
  stillExtracting: (names: string) => `Documents are still being processed (${names}). Start the AI analysis when their upload has finished.`,
  alreadyRunning: (runId: number) => `An AI analysis of this project is already running (run ${runId}). Wait for it to finish or cancel it.`,
  allowanceUsed: (used: number, allowed: number) =>
    `This project has used its AI analysis allowance (${used} of ${allowed} runs). Each credit spent on this project's gap assessment allows ${runsPerCredit} more runs.`,
  monthlyFreeRunsUsed: (limit: number) =>
    `Your ${limit} free AI analysis runs of this month are used (they renew on the 1st, UTC). A credit spent on a project's gap assessment covers ${runsPerCredit} runs of that project.`,
  tooManyQueued: (active: number, limit: number) =>
    `You have ${active} AI analyses queued or running, the most one user may have at once (${limit}). Start this one when one of them has finished.`,
  alreadyFinished: (status: string) => `This analysis run has already ended (${status}) and cannot be cancelled.`,
  streamTokenInvalid: 'The stream token is invalid or has expired. Request a new one.',
  internalError: 'The analysis stopped because of an internal error. Answers found so far are kept.',
  providerRejected: (status: number, providerMessage: string) =>
    `The AI model refused the analysis (HTTP ${status}): ${providerMessage} Answers found so far are kept; the gateway's OpenAI settings (key, base URL, model or parameters) need correcting before the next run.`,
};

/** Names a list of documents in a message: at most five, then how many more. */
export function nameList(names: string[]): string {
  const shown = names.slice(0, 5).map((n) => `"${n}"`).join(', ');
  return names.length > 5 ? `${shown} and ${names.length - 5} more` : shown;
}
