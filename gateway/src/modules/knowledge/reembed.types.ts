import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { ReembedJobSnapshot } from './reembed-progress.js';

export enum ReembedStatusKind {
  queued = 'queued',
  running = 'running',
  completed = 'completed',
  failed = 'failed',
}
registerEnumType(ReembedStatusKind, {
  name: 'KnowledgeReembedStatus',
  description: "A re-embed job's state: queued, running, then completed or failed.",
  valuesConfig: {
    queued: { description: 'Waiting for a worker.' },
    running: { description: 'Embedding chunks again.' },
    completed: { description: 'Every chunk is embedded by the configured model.' },
    failed: { description: 'Stopped by an error (see error).' },
  },
});

@ObjectType('KnowledgeReembedJob', {
  description:
    'After a change of the embedding model, the chunks of the earlier model are embedded again by the configured one. Meanwhile searches compare vectors of the configured model only; the other chunks still match by their words.',
})
export class KnowledgeReembedJobType {
  @Field(() => ID, { description: 'The job id.' })
  id!: number;

  @Field(() => String, { description: 'The embedding model the chunks move to (the configured one when the job was queued).' })
  model!: string;

  @Field(() => ReembedStatusKind, { description: 'Where the job stands.' })
  status!: ReembedStatusKind;

  @Field(() => Int, { description: 'Chunks to embed again, those done included.' })
  chunksTotal!: number;

  @Field(() => Int, { description: 'Chunks embedded again so far.' })
  chunksDone!: number;

  @Field(() => String, { nullable: true, description: 'Why it failed; null unless failed.' })
  error!: string | null;

  @Field(() => Date, { description: 'When the change of model was noticed.' })
  createdAt!: Date;

  @Field(() => Date, { nullable: true, description: 'When it started; null while queued.' })
  startedAt!: Date | null;

  @Field(() => Date, { nullable: true, description: 'When it ended; null until then.' })
  finishedAt!: Date | null;
}

export function presentReembedJob(job: ReembedJobSnapshot): KnowledgeReembedJobType {
  return { ...job, status: ReembedStatusKind[job.status] };
}
