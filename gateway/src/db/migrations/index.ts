import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261121000000_users } from './Migration20261121000000_users.js';

/** Every migration, in order. Listed explicitly so the same set runs from source (tests) and from dist. */
export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261121000000_users', class: Migration20261121000000_users },
];
