import { ConnectionType } from '../../graphql/connection.types.js';
import { AnalysisRunType } from './analysis.types.js';

/** AnalysisRunConnection and AnalysisRunEdge: `analysisRunsConnection`'s pages. */
export const AnalysisRunConnectionType = ConnectionType(AnalysisRunType, 'AnalysisRun', "a project's analysis runs");
