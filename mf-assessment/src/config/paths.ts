/** Links of this remote (the patterns it owns are mf_assessment's routes in @gap/schema `remotes`). */
export const paths = {
  projects: '/projects',
  projectAssessment: (id: number | string) => `/project-assessment/${id}`,
  gapAssessment: (id: number | string) => `/gap-assessment/${id}`,
  assessmentCredits: '/assessment-credits',
} as const;
