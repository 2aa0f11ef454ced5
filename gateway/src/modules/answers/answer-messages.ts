export const answerVersionMessages = {
  expectedVersionInvalid: 'expectedVersion must be a whole number, 0 or more (0 for a question never answered)',
  stale: 'Someone else saved this answer since you opened it: compare theirs (current) with yours and save again',
} as const;
