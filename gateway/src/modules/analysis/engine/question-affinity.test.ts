import { questionBank } from '../../questions/bank/index.js';
import { affinityModel } from './question-affinity.js';

const { affinityTo, fusedRank } = affinityModel(questionBank);

const id = (controlRef: string) => questionBank.find((q) => q.controlRef === controlRef)!.id;

test('a sentence ranks first for the control it is about', () => {
  const review = 'User access rights are reviewed every six months and access no longer needed is removed.';
  expect(affinityTo(id('A.5.18'), review).rank).toBeLessThanOrEqual(2);
  expect(affinityTo(id('A.7.5'), review).rank).toBeGreaterThan(10);
  const backup = 'Backups are taken daily, kept off-site and a restore test is performed every quarter.';
  expect(affinityTo(id('A.8.13'), backup)).toMatchObject({ rank: 1 });
  expect(affinityTo(id('A.8.13'), backup).similarity).toBeGreaterThan(affinityTo(id('A.5.18'), backup).similarity);
});

test('short fragments are damped: a bare label is no statement', () => {
  expect(affinityTo(id('A.8.13'), 'Backups.').similarity).toBeLessThan(affinityTo(id('A.8.13'), 'Backups are taken daily, kept off-site and a restore test is performed every quarter.').similarity);
});

test('a clause item and the Annex A control asking for the same practice do not compete for a sentence', () => {
  const training = 'Workforce members are provided training, education and awareness on safeguarding the security of information.';
  // A.6.3 suits the sentence better than clause 7.3, yet 7.3 is not outranked by its own counterpart...
  expect(affinityTo(id('A.6.3'), training).similarity).toBeGreaterThan(affinityTo(id('7.3'), training).similarity);
  expect(affinityTo(id('7.3'), training)).toMatchObject({ rank: 1 });
  // ...while a control that is no counterpart still outranks a question the sentence suits less.
  expect(affinityTo(id('A.5.18'), training).rank).toBeGreaterThan(1);
});

test('a second signal fused into the rank can lift a question the words alone rank lower, never past its counterparts rule', () => {
  const training = 'Workforce members are provided training, education and awareness on safeguarding the security of information.';
  const towards = (controlRef: string) => questionBank.map((q) => (q.controlRef === controlRef ? 1 : 0));
  expect(fusedRank(id('A.5.18'), training, towards('A.5.18'), 0)).toBe(affinityTo(id('A.5.18'), training).rank);
  expect(fusedRank(id('A.5.18'), training, towards('A.5.18'), 0.5)).toBe(1);
  // The second signal for another control pushes the question down; a counterpart never outranks it.
  expect(fusedRank(id('7.3'), training, towards('A.6.3'), 0.5)).toBe(1);
  expect(fusedRank(id('7.3'), training, towards('A.5.18'), 0.5)).toBeGreaterThan(1);
});
