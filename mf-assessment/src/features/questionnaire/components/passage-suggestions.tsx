import { Alert, Button, Flex, Spin, Typography } from 'antd';
import { citationOf, palette } from '@gap/schema';
import type { PassageSuggestionsQuery } from '@gap/schema/graphql';
import { serverMessageOf } from '@gap/schema/web';
import { CitationLink } from '@/components/evidence/citation-link';
import { usePassageSuggestions } from '../api/use-passage-suggestions';

export type PassageSuggestion = PassageSuggestionsQuery['passageSuggestions'][number];

interface PassageSuggestionsProps {
  projectId: string;
  question: { id: string; controlRef: string };
  /** The person takes a passage: it becomes the answer's evidence, and its quote goes into the text. */
  onUse: (passage: PassageSuggestion) => void;
}

/**
 * Sentences of the project's documents that may address the question, for the person answering it by hand
 * (mounted when its panel opens). They assert nothing: each is read, then used or left.
 */
export function PassageSuggestions({ projectId, question, onUse }: PassageSuggestionsProps) {
  const { data, loading, error, refetch } = usePassageSuggestions(projectId, question.id);
  if (error && !data) {
    return (
      <Alert
        type="error"
        showIcon
        title="Suggestions could not be loaded"
        description={serverMessageOf(error) ?? error.message}
        action={
          <Button size="small" onClick={() => void refetch()}>
            Retry
          </Button>
        }
      />
    );
  }
  if (loading && !data) {
    return (
      <Flex role="status" gap={8} align="center">
        <Spin size="small" />
        <Typography.Text type="secondary">Looking for passages in your documents…</Typography.Text>
      </Flex>
    );
  }
  const passages = data?.passageSuggestions ?? [];
  if (passages.length === 0) return <Typography.Text type="secondary">No passage in this project&apos;s documents matches this question.</Typography.Text>;
  return (
    <Flex vertical gap={12}>
      <Typography.Text type="secondary">Sentences from your documents that may address this control, best first. They are not answers: read each one before you use it.</Typography.Text>
      <ol aria-label={`Suggested passages for ${question.controlRef}`} style={{ margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: 12 }}>
        {passages.map((passage, index) => (
          <li key={`${passage.documentId}-${passage.quote}`}>
            <Flex vertical gap={4}>
              <blockquote style={{ margin: 0, paddingInlineStart: 12, borderInlineStart: `3px solid ${palette.neutralBorder}` }}>
                <Typography.Text italic>“{passage.quote}”</Typography.Text>
              </blockquote>
              <Flex gap={8} align="center" justify="space-between" wrap>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  <CitationLink citation={passage} projectId={projectId}>
                    {citationOf(passage)}
                  </CitationLink>{' '}
                  · closest to: {passage.requirement}
                </Typography.Text>
                <Button size="small" aria-label={`Use as evidence: passage ${index + 1} for ${question.controlRef}`} onClick={() => onUse(passage)}>
                  Use as evidence
                </Button>
              </Flex>
            </Flex>
          </li>
        ))}
      </ol>
    </Flex>
  );
}
