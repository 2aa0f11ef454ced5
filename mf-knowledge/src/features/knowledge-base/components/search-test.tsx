import { Alert, Button, Flex, Form, Input, Spin, Typography } from 'antd';
import { useState } from 'react';
import { errorMessage, useLoadMore, useToast } from '@gap/schema/web';
import { useSearchKnowledge } from '../api/use-search-knowledge';
import { knowledgeText, searchLimit } from '../knowledge-messages';
import { SearchResults } from './search-results';

/** SPEC 2/5: try a query against the knowledge base (10 results, then 10 more on request), as the gap assessment would. */
export function SearchTest() {
  const toast = useToast();
  const [query, setQuery] = useState('');
  const [emptyQuery, setEmptyQuery] = useState(false);
  const [search, { data, loading, error, called, fetchMore }] = useSearchKnowledge();
  const results = data?.searchKnowledgeConnection;
  const { loadMore, loadingMore, loadMoreError } = useLoadMore((options) => fetchMore(options), results?.pageInfo.endCursor);

  const submit = async () => {
    const text = query.trim();
    if (!text) {
      setEmptyQuery(true);
      toast.error(knowledgeText.emptyQueryTitle, knowledgeText.emptyQuery);
      return;
    }
    setEmptyQuery(false);
    try {
      const { data: answer } = await search({ variables: { query: text, first: searchLimit } });
      if (answer) toast.success(knowledgeText.searchComplete, knowledgeText.searchCompleteText(answer.searchKnowledgeConnection.totalCount));
    } catch (failure) {
      toast.failed(knowledgeText.searchFailed, failure, knowledgeText.searchFailedDefault);
    }
  };

  return (
    <Flex vertical gap={16}>
      <Form layout="vertical" onFinish={() => void submit()} name="knowledge-search">
        <Form.Item
          label="Search query"
          htmlFor="knowledge-search-query"
          validateStatus={emptyQuery ? 'error' : undefined}
          help={emptyQuery ? knowledgeText.emptyQuery : undefined}
          style={{ marginBottom: 0 }}
        >
          <Flex gap={8}>
            <Input
              id="knowledge-search-query"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder="e.g. How should access rights be reviewed?"
              maxLength={1000}
            />
            <Button type="primary" htmlType="submit" loading={loading}>
              Search
            </Button>
          </Flex>
        </Form.Item>
      </Form>
      {loading && !results && <Spin description="Searching…" />}
      {error && <Alert type="error" showIcon title={knowledgeText.searchFailed} description={errorMessage(error)} />}
      {called && !error && results && (
        <>
          <SearchResults chunks={results.nodes} />
          {results.pageInfo.hasNextPage && (
            <Flex vertical align="center" gap={8}>
              <Typography.Text type="secondary">{knowledgeText.searchShown(results.nodes.length, results.totalCount)}</Typography.Text>
              <Button loading={loadingMore} onClick={() => void loadMore()}>
                Load more results
              </Button>
              {loadMoreError !== undefined && <Alert type="error" showIcon title={knowledgeText.searchFailed} description={errorMessage(loadMoreError)} />}
            </Flex>
          )}
        </>
      )}
    </Flex>
  );
}
