import { ConnectionType } from '../../graphql/connection.types.js';
import { KnowledgeChunkType } from './knowledge.types.js';

/** KnowledgeChunkConnection and KnowledgeChunkEdge: `searchKnowledgeConnection`'s pages. */
export const KnowledgeChunkConnectionType = ConnectionType(KnowledgeChunkType, 'KnowledgeChunk', 'knowledge-base search results');
