import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/** The questionnaire's journeys: a seeded project and the parts of the list they find. */
export const testType = 'ISO 27001:2022 Clauses 4-10';
/** Left unanswered by the seed, so the journey answers them by hand. */
export const unanswered = ['6.1.2', '7.5.3', '9.2.2'];

export interface Question {
  id: string;
  controlRef: string;
}

/** A project on the 30-question Clauses 4-10 test type with every question but `unanswered` answered (REST). */
export async function seedProject(request: APIRequestContext, token: string): Promise<number> {
  const headers = { Authorization: `Bearer ${token}` };
  const project = await request.post('/api/projects', { headers, data: { name: 'Questionnaire journey', description: 'Seeded', scope: 'HQ' } });
  expect(project.ok()).toBeTruthy();
  const { id } = (await project.json()) as { id: number };
  expect((await request.put(`/api/projects/${id}/test-type`, { headers, data: { testType } })).ok()).toBeTruthy();

  const questions = (await (await request.get(`/api/questions/${encodeURIComponent(testType)}`, { headers })).json()) as Question[];
  expect(questions).toHaveLength(30);
  for (const question of questions.filter((q) => !unanswered.includes(q.controlRef))) {
    const saved = await request.post(`/api/projects/${id}/assessment-answers`, {
      headers,
      data: { questionId: question.id, answer: `Seeded answer for ${question.controlRef}`, source: 'manual' },
    });
    expect(saved.ok()).toBeTruthy();
  }
  return id;
}

/** The items shown: those filtered out stay in the page, hidden. */
export const questionItems = (page: Page) => page.getByTestId('question-item').filter({ visible: true });
export const questionItem = (page: Page, ref: string) => page.getByRole('article', { name: `Question ${ref}`, exact: true });

/** The answer editor of an item, labelled with its control ('Answer for A.5.15 Access control'). */
export const answerBox = (item: Locator) => item.getByRole('textbox', { name: /^Answer for / });

/** The Full Assessment test type: every clause and Annex A question (123). */
export const fullTestType = 'ISO 27001:2022 Full Assessment (Clauses 4-10 and Annex A)';

/** One status of an item's open editor ('Implemented', 'Not implemented', ...): antd draws the radio, so its label is clicked. */
export const statusOption = (item: Locator, label: string) =>
  item.getByRole('radiogroup', { name: /^Implementation status for / }).locator('label').filter({ hasText: new RegExp(`^${label}$`) });

/** The state choice of one expected element (by its requirement) in an item's checklist. */
export const elementState = (item: Locator, requirement: string, label: string) =>
  item.getByRole('radiogroup', { name: requirement, exact: true }).locator('label').filter({ hasText: new RegExp(`^${label}$`) });

/** The toolbar's "Set status of N shown" button. */
export const bulkStatusButton = (page: Page) => page.getByRole('button', { name: /^Set status of \d+ shown/ });
