import { KnowledgeBaseAdmin } from '@/features/knowledge-base/components/knowledge-base-admin';

export function KnowledgeBaseRoute() {
  return <KnowledgeBaseAdmin />;
}
