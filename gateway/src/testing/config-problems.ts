import { ConfigError, loadConfig } from '../config/env.js';

/** The problems loadConfig reports for an environment (none when it loads); any other error is thrown. */
export function configProblems(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}
