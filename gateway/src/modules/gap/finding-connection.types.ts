import { ConnectionType } from '../../graphql/connection.types.js';
import { GapFindingType } from './gap.types.js';

/** GapFindingConnection and GapFindingEdge: `gapFindingsConnection`'s pages. */
export const GapFindingConnectionType = ConnectionType(GapFindingType, 'GapFinding', "an assessment's findings");
