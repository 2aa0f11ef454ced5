import { questionBank } from '../../questions/bank/index.js';
import { plannerFor } from './question-plan.js';
import { findPhrase, stems } from './terms.js';

const planQuestion = plannerFor(questionBank);
const plan = (controlRef: string) => planQuestion(questionBank.find((q) => q.controlRef === controlRef)!);

/** The rubric element keys of `controlRef` whose phrases (with synonym variants) occur in `sentence`. */
function elementsMatching(controlRef: string, sentence: string): string[] {
  const words = stems(sentence);
  return plan(controlRef).elements.filter((e) => e.phrases.some((p) => findPhrase(words, p.stems) >= 0)).map((e) => e.key);
}

test('ISO-vocabulary synonyms carry a rubric phrase to the wordings policies use', () => {
  const training = 'All new employees are trained on security policies and procedures within 30 days of hire.';
  expect(elementsMatching('A.6.3', training).length).toBeGreaterThanOrEqual(2);
  expect(elementsMatching('7.3', training)).not.toEqual([]);
  expect(elementsMatching('A.7.7', 'Desktops must be configured to lock after 5 minutes of inactivity.')).not.toEqual([]);
  expect(elementsMatching('A.7.10', 'The organisation securely disposes of media holding sensitive information.')).not.toEqual([]);
  expect(elementsMatching('A.7.10', 'Staff must keep their desks tidy.')).toEqual([]);
});

test('a synonym variant weighs a little less than the rubric phrase it stands for', () => {
  const phrases = plan('A.6.3').elements.flatMap((e) => e.phrases);
  const original = phrases.find((p) => p.text === 'security training')!;
  const variant = phrases.find((p) => p.text === 'trained')!;
  expect(variant.weight).toBeLessThan(original.weight);
});

test('phrases that name a role are marked as such; a tool named like a role is not one', () => {
  const phrases = (controlRef: string) => plan(controlRef).elements.flatMap((e) => e.phrases);
  expect(phrases('A.5.34').find((p) => p.text === 'privacy officer')!.role).toBe(true);
  expect(phrases('A.5.34').find((p) => p.text === 'data protection')!.role).toBe(false);
  const passwordManager = phrases('A.5.17').find((p) => p.text === 'password manager');
  expect(passwordManager?.role).toBe(false);
});
