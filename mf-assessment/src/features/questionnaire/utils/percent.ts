/** Whole percent of questions answered; 0 for an empty questionnaire. */
export const percentOf = (answered: number, total: number): number =>
  total === 0 ? 0 : Math.round((answered / total) * 100);
