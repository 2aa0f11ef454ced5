import type { TrialSettings } from '../../config/trial-settings.js';
import type { ChangeFeed } from '../../db/change-feed.js';
import type { Em, Orm } from '../../db/orm.js';
import { JobWorker, type JobWorkerOptions } from '../../jobs/job-worker.js';
import type { CreditLedger } from '../credits/credit-ledger.repository.js';
import { exampleOrganisation } from './example/organisation.js';
import { ExampleSeeder, type SeederDeps } from './example-seeder.js';
import { trialJobs, trialJobTable, trialQueueTopic } from './trial-job.repository.js';

export interface TrialOffer {
  credits: number;
  exampleProject: boolean;
}

export interface TrialWork {
  seeder: Omit<SeederDeps, 'orm'>;
  feed: ChangeFeed;
  worker: JobWorkerOptions;
  /** false: this process serves the API only (WORKERS=0); another gateway prepares the examples. */
  workersEnabled: boolean;
}

/**
 * The free trial: what a new account receives (TRIAL_CREDITS credits, once, and the example project), written in
 * the registration's transaction, and the worker that prepares the example projects. The preparation is a claimed
 * job (jobs/job-worker.ts) rather than work tied to the request: registration stays as fast as before and never
 * fails because of the example, any worker gateway takes the job, and one stopped part way is resumed by the next.
 */
export class TrialService {
  private worker?: JobWorker;

  constructor(
    private readonly settings: TrialSettings,
    private readonly credits: CreditLedger,
    private readonly work: TrialWork,
  ) {}

  /** What the landing page promises a new account. */
  offer(): TrialOffer {
    return { credits: this.settings.credits, exampleProject: this.settings.exampleProject };
  }

  /**
   * In the registration's transaction: the trial credits and the example project with the job that prepares it. The
   * example is written under a savepoint: should it fail, the account is still created (and the failure logged).
   */
  async welcome(tx: Em, userId: number): Promise<void> {
    await this.credits.grantTrial(tx, userId, this.settings.credits);
    if (!this.settings.exampleProject) return;
    const { projectName: name, description, scope, targetDate } = exampleOrganisation;
    try {
      await tx.transactional((savepoint) => trialJobs.create(savepoint, userId, { name, description, scope, targetDate }));
    } catch (error) {
      this.work.seeder.logger.error({ err: error, userId }, 'example project not created for a new account');
    }
  }

  /** Once the registration is committed: a worker (this gateway's, or another's) looks for the new job at once. */
  welcomed(userId: number): void {
    if (!this.settings.exampleProject) return;
    if (this.worker) this.worker.queued(userId);
    else this.work.feed.notify(trialQueueTopic, userId);
  }

  /** Starts the worker once the database is open (recovering jobs a stopped process left running), unless API only. */
  async startWorker(orm: Orm): Promise<void> {
    if (!this.work.workersEnabled) return;
    const seeder = new ExampleSeeder({ ...this.work.seeder, orm });
    this.worker = new JobWorker(
      orm,
      {
        name: 'example project',
        table: trialJobTable,
        queueTopic: trialQueueTopic,
        process: (id, workerId, signal) => seeder.process(id, workerId, signal),
        announce: async (id, status) => {
          if (status !== 'queued') await trialJobs.endedElsewhere(orm.em.fork(), id);
        },
      },
      this.work.seeder.logger,
      this.work.worker,
      this.work.feed,
    );
    await this.worker.start();
  }

  /** Stops the worker at once; a job in progress goes back to the queue and resumes later (handBack false: as by a crash). */
  async stopWorker(options: { handBack?: boolean } = {}): Promise<void> {
    await this.worker?.stop(options);
    this.worker = undefined;
  }
}
