import { PageHeader } from '@/components/page-header';

/** Statistics, website crawl, file upload, search test and clearing of the AI knowledge base (SPEC 2). */
export function KnowledgeBaseAdmin() {
  return (
    <PageHeader
      title="Knowledge Base"
      description="The reference material the AI draws on for findings and recommendations."
    />
  );
}
