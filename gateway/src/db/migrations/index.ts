import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261121000000_users } from './Migration20261121000000_users.js';
import { Migration20261121010000_projects_documents } from './Migration20261121010000_projects_documents.js';
import { Migration20261121020000_credits } from './Migration20261121020000_credits.js';
import { Migration20261121030000_questions_answers } from './Migration20261121030000_questions_answers.js';
import { Migration20261124000000_answer_evidence } from './Migration20261124000000_answer_evidence.js';
import { Migration20261124010000_analysis_runs } from './Migration20261124010000_analysis_runs.js';
import { Migration20261124020000_gap_assessments } from './Migration20261124020000_gap_assessments.js';
import { Migration20261124030000_knowledge } from './Migration20261124030000_knowledge.js';
import { Migration20261124900000_revoked_tokens } from './Migration20261124900000_revoked_tokens.js';
import { Migration20261125000000_api_tokens } from './Migration20261125000000_api_tokens.js';
import { Migration20261125100000_job_heartbeat } from './Migration20261125100000_job_heartbeat.js';
import { Migration20261126000000_throttle_windows } from './Migration20261126000000_throttle_windows.js';
import { Migration20261126100000_crawl_job_claims } from './Migration20261126100000_crawl_job_claims.js';
import { Migration20261126110000_leases } from './Migration20261126110000_leases.js';
import { Migration20261126120000_document_extraction_jobs } from './Migration20261126120000_document_extraction_jobs.js';
import { Migration20261127000000_extraction_job_retention } from './Migration20261127000000_extraction_job_retention.js';
import { Migration20261128000000_structured_answers } from './Migration20261128000000_structured_answers.js';
import { Migration20261128100000_trial_examples } from './Migration20261128100000_trial_examples.js';
import { Migration20261128200000_pending_documents } from './Migration20261128200000_pending_documents.js';
import { Migration20261128300000_fair_runs } from './Migration20261128300000_fair_runs.js';

/** Every migration, in order. Listed explicitly so the same set runs from source (tests) and from dist. */
export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261121000000_users', class: Migration20261121000000_users },
  { name: 'Migration20261121010000_projects_documents', class: Migration20261121010000_projects_documents },
  { name: 'Migration20261121020000_credits', class: Migration20261121020000_credits },
  { name: 'Migration20261121030000_questions_answers', class: Migration20261121030000_questions_answers },
  { name: 'Migration20261124000000_answer_evidence', class: Migration20261124000000_answer_evidence },
  { name: 'Migration20261124010000_analysis_runs', class: Migration20261124010000_analysis_runs },
  { name: 'Migration20261124020000_gap_assessments', class: Migration20261124020000_gap_assessments },
  { name: 'Migration20261124030000_knowledge', class: Migration20261124030000_knowledge },
  { name: 'Migration20261124900000_revoked_tokens', class: Migration20261124900000_revoked_tokens },
  { name: 'Migration20261125000000_api_tokens', class: Migration20261125000000_api_tokens },
  { name: 'Migration20261125100000_job_heartbeat', class: Migration20261125100000_job_heartbeat },
  { name: 'Migration20261126000000_throttle_windows', class: Migration20261126000000_throttle_windows },
  { name: 'Migration20261126100000_crawl_job_claims', class: Migration20261126100000_crawl_job_claims },
  { name: 'Migration20261126110000_leases', class: Migration20261126110000_leases },
  { name: 'Migration20261126120000_document_extraction_jobs', class: Migration20261126120000_document_extraction_jobs },
  { name: 'Migration20261127000000_extraction_job_retention', class: Migration20261127000000_extraction_job_retention },
  { name: 'Migration20261128000000_structured_answers', class: Migration20261128000000_structured_answers },
  { name: 'Migration20261128100000_trial_examples', class: Migration20261128100000_trial_examples },
  { name: 'Migration20261128200000_pending_documents', class: Migration20261128200000_pending_documents },
  { name: 'Migration20261128300000_fair_runs', class: Migration20261128300000_fair_runs },
];
