import 'reflect-metadata';
import { activityPageMax, limits } from '@gap/schema';
import { runListMax } from '../../modules/analysis/analysis.inputs.js';
import { findingPageMax } from '../../modules/gap/finding-page.js';
import { searchPageMax } from '../../modules/knowledge/search-page.js';
import { buildGraphqlSchema } from '../schema.js';
import { listSizes } from './index.js';

test("the cost rule sizes every connection's nodes and edges at its largest page", async () => {
  const largest: Record<string, number> = { Project: limits.projectListMax, Document: limits.projectListMax, AnalysisRun: runListMax, GapFinding: findingPageMax, KnowledgeChunk: searchPageMax, Activity: activityPageMax };
  const connections = Object.keys((await buildGraphqlSchema()).getTypeMap()).filter((name) => name.endsWith('Connection'));
  expect(connections.sort()).toEqual(Object.keys(largest).map((type) => `${type}Connection`).sort());
  for (const [type, size] of Object.entries(largest)) {
    expect({ type, nodes: listSizes[`${type}Connection.nodes`], edges: listSizes[`${type}Connection.edges`] }).toEqual({ type, nodes: size, edges: size });
  }
});
