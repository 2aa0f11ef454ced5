/** SPEC 8's AI analysis toasts (title / text). */
export const analysisToasts = {
  completed: (found: number, total: number) => ({ title: 'AI Analysis Complete', description: `Found answers to ${found} out of ${total} questions.` }),
  failed: (reason?: string | null) => ({ title: 'Analysis Failed', description: reason || 'Failed to analyze documents' }),
  startFailed: (reason?: string) => ({ title: 'Analysis Failed', description: reason || 'Failed to start analysis' }),
  /** A start refused because no document has text (documents deleted in another tab meanwhile): a notice, not a failure. */
  nothingToAnalyse: (reason?: string) => ({ title: 'No documents to analyse', description: reason || 'Upload a document with text before running the AI analysis.' }),
  cancelled: { title: 'Analysis Cancelled', description: 'The assessment was cancelled.' },
  connectionError: { title: 'Connection Error', description: 'Lost connection to progress updates. The analysis may still be running in the background.' },
};
