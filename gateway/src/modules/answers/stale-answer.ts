import { ConflictError } from '../../lib/errors.js';
import { answerVersionMessages } from './answer-messages.js';
import type { AssessmentAnswer } from './answer.entity.js';
import { presentAnswer } from './answer.presenter.js';

/** A save that started from an older version of the answer: `current` is the stored one (null when none is stored). */
export class StaleAnswerError extends ConflictError {
  constructor(readonly answer: AssessmentAnswer | null) {
    super(answerVersionMessages.stale, { current: answer && presentAnswer(answer) });
  }
}
