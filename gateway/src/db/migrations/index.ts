import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261121000000_users } from './Migration20261121000000_users.js';
import { Migration20261121010000_projects_documents } from './Migration20261121010000_projects_documents.js';
import { Migration20261121020000_credits } from './Migration20261121020000_credits.js';
import { Migration20261121030000_questions_answers } from './Migration20261121030000_questions_answers.js';

/** Every migration, in order. Listed explicitly so the same set runs from source (tests) and from dist. */
export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261121000000_users', class: Migration20261121000000_users },
  { name: 'Migration20261121010000_projects_documents', class: Migration20261121010000_projects_documents },
  { name: 'Migration20261121020000_credits', class: Migration20261121020000_credits },
  { name: 'Migration20261121030000_questions_answers', class: Migration20261121030000_questions_answers },
];
