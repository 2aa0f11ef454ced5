import { Card, Empty, Flex, Tag, Typography } from 'antd';
import type { SearchKnowledgeQuery } from '@gap/schema/graphql';
import { Heading } from '@gap/schema/web';
import { previewLength } from '../knowledge-messages';

type Chunk = SearchKnowledgeQuery['searchKnowledgeConnection']['nodes'][number];

/** Markdown's backslash escapes (`\_`, `\*`, `\#`…) as the characters they stand for: the preview is read, not rendered. */
export const withoutMarkdownEscapes = (text: string): string => text.replace(/\\([\\`*_{}[\]()#+\-.!|<>~])/g, '$1');

/** SPEC 9: the first 300 characters of the content, with an ellipsis when there is more. */
export const previewOf = (content: string): string => {
  const text = withoutMarkdownEscapes(content);
  return text.length > previewLength ? `${text.slice(0, previewLength).trimEnd()}…` : text;
};

/** Similarity 0-1 as a whole percent. */
export const similarityPercent = (similarity: number): string => `${Math.round(Math.min(1, Math.max(0, similarity)) * 100)}%`;

const isWebAddress = (url: string): boolean => /^https?:\/\//i.test(url);

/** A crawled page opens in a new tab; an uploaded file is named as is. */
function Source({ url }: { url: string }) {
  if (!isWebAddress(url)) return <Typography.Text type="secondary">{url}</Typography.Text>;
  return (
    <Typography.Link href={url} target="_blank" rel="noopener noreferrer" ellipsis>
      {url}
    </Typography.Link>
  );
}

/** The chunks a search found, best first: title, section, a preview, the source and the similarity. */
export function SearchResults({ chunks }: { chunks: readonly Chunk[] }) {
  if (chunks.length === 0) return <Empty description="No matching content found in the knowledge base." />;
  return (
    <Flex vertical gap={12}>
      {/* The matches are the search's (words and meaning together), listed by meaning so pages neither repeat nor skip one. */}
      <Typography.Text type="secondary">The best matches by words and meaning together, closest in meaning first; the percentage is how close the meaning is.</Typography.Text>
      <Flex vertical gap={12} role="list" aria-label="Search results">
        {chunks.map((chunk) => (
          <Card key={chunk.id} size="small" role="listitem">
            <Flex justify="space-between" align="flex-start" gap={12}>
              <div style={{ minWidth: 0 }}>
                <Heading level={2} look={5} style={{ margin: 0 }}>
                  {chunk.title}
                </Heading>
                {chunk.section && <Typography.Text type="secondary">{chunk.section}</Typography.Text>}
              </div>
              <Tag color="blue" aria-label={`Similarity ${similarityPercent(chunk.similarity)}`}>
                {similarityPercent(chunk.similarity)}
              </Tag>
            </Flex>
            <Typography.Paragraph style={{ margin: '8px 0' }}>{previewOf(chunk.content)}</Typography.Paragraph>
            <Source url={chunk.url} />
          </Card>
        ))}
      </Flex>
    </Flex>
  );
}
