import { accessAndOperationsPolicy } from './example/access-and-operations-policy.js';
import { incidentSupplierPeopleProcedure } from './example/incident-supplier-people-procedure.js';
import { informationSecurityPolicy } from './example/information-security-policy.js';
import { exampleOrganisation } from './example/organisation.js';
import type { ExamplePolicy } from './example/policy.types.js';
import { riskAndPerformanceProcedure } from './example/risk-and-performance-procedure.js';
import { renderPolicyPdf } from './example-pdf.js';

/** The example organisation's policies, in upload order. */
export const examplePolicies: readonly ExamplePolicy[] = [informationSecurityPolicy, riskAndPerformanceProcedure, accessAndOperationsPolicy, incidentSupplierPeopleProcedure];

export interface ExampleFile {
  filename: string;
  bytes: Buffer;
}

let rendered: Promise<ExampleFile[]> | undefined;

/** The policies as PDF files, rendered once per process (the same bytes every time) and shared by every example. */
export function exampleFiles(): Promise<ExampleFile[]> {
  rendered ??= Promise.all(
    examplePolicies.map(async (policy) => ({ filename: policy.fileName, bytes: await renderPolicyPdf(policy, exampleOrganisation.name) })),
  ).catch((error: unknown) => {
    rendered = undefined;
    throw error;
  });
  return rendered;
}
