import { Alert, Button, Collapse, Empty, Flex, Select, Skeleton, Tooltip, Typography } from 'antd';
import { palette } from '@gap/schema';
import { type ActivityKind, activityKinds, activityLabels } from '@gap/schema';

/** One recorded change as the list shows it (a project's or a workspace's activity). */
export interface ActivityEntry {
  id: string;
  at: string;
  actor?: { id: string; username: string } | null;
  kind: string;
  subject: string;
  before?: string | null;
  after?: string | null;
}

/** What the list is narrowed to: kinds (none = all) and one person. */
export interface ActivityFilters {
  kinds: string[];
  actorId?: string;
}

interface ActivityListProps {
  entries: readonly ActivityEntry[] | undefined;
  totalCount?: number;
  loading: boolean;
  error?: string;
  onRetry: () => void;
  filters: ActivityFilters;
  onFiltersChange: (filters: ActivityFilters) => void;
  /** The workspace's members, for the person filter. */
  people: readonly { id: string; username: string }[];
  hasMore: boolean;
  loadingMore: boolean;
  loadMoreError?: string;
  onLoadMore: () => void;
}

const exactFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const relativeFormat = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });
const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3600],
  ['minute', 60],
];

/** '5 minutes ago', 'yesterday'; under a minute 'just now'. */
export function relativeTime(at: string, now = Date.now()): string {
  const seconds = Math.round((Date.parse(at) - now) / 1000);
  for (const [unit, size] of units) if (Math.abs(seconds) >= size) return relativeFormat.format(Math.trunc(seconds / size), unit);
  return 'just now';
}

const kindLabel = (kind: string) => activityLabels[kind as ActivityKind] ?? kind;
const kindOptions = activityKinds.map((kind) => ({ value: kind, label: kindLabel(kind) }));

function ActivityItem({ entry }: { entry: ActivityEntry }) {
  const changed = entry.before != null || entry.after != null;
  return (
    <li style={{ padding: '8px 0', borderBottom: `1px solid ${palette.border}` }}>
      <Flex vertical gap={4}>
        <span>
          <Typography.Text strong>{entry.actor?.username ?? 'System'}</Typography.Text> {kindLabel(entry.kind)}{' '}
          {entry.subject && <Typography.Text code>{entry.subject}</Typography.Text>}
          {' · '}
          <Tooltip title={exactFormat.format(new Date(entry.at))}>
            <Typography.Text type="secondary">
              <time dateTime={entry.at}>{relativeTime(entry.at)}</time>
            </Typography.Text>
          </Tooltip>
        </span>
        {changed && (
          <Collapse
            size="small"
            ghost
            items={[
              {
                key: 'change',
                label: entry.before != null ? 'Before → after' : 'Details',
                children: (
                  <Flex vertical gap={4}>
                    {entry.before != null && <Typography.Text delete>{entry.before}</Typography.Text>}
                    {entry.after != null && <Typography.Text>{entry.after}</Typography.Text>}
                  </Flex>
                ),
              },
            ]}
          />
        )}
      </Flex>
    </li>
  );
}

/**
 * A log of recorded changes, newest first, with filters by kind and person and a "Load more" for the next page;
 * who fetches it (a project's activity, a workspace's) passes the entries and the paging state.
 */
export function ActivityList(props: ActivityListProps) {
  const { entries, filters, onFiltersChange } = props;
  const filtered = filters.kinds.length > 0 || filters.actorId !== undefined;
  let body;
  if (props.error && !entries) {
    body = <Alert type="error" showIcon title={`Error loading activity: ${props.error}`} action={<Button onClick={props.onRetry}>Retry</Button>} />;
  } else if (!entries) {
    body = (
      <div role="status" aria-label="Loading activity" aria-busy="true">
        <Skeleton active paragraph={{ rows: 4 }} />
      </div>
    );
  } else if (entries.length === 0) {
    body = <Empty description={filtered ? 'No activity matches these filters.' : 'No activity recorded yet.'} />;
  } else {
    body = (
      <section aria-label="Activity entries">
        {/* antd's List is deprecated in v6: a plain list, newest first. */}
        <ol style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {entries.map((entry) => (
            <ActivityItem key={entry.id} entry={entry} />
          ))}
        </ol>
        {props.loadMoreError && <Alert type="error" showIcon title={`Error loading more activity: ${props.loadMoreError}`} />}
        {props.hasMore && (
          <Flex justify="center" gap={8} align="center" style={{ marginTop: 12 }}>
            <Button onClick={props.onLoadMore} loading={props.loadingMore}>
              Load more
            </Button>
            {props.totalCount !== undefined && (
              <Typography.Text type="secondary">
                Showing {entries.length} of {props.totalCount}
              </Typography.Text>
            )}
          </Flex>
        )}
      </section>
    );
  }
  return (
    <Flex vertical gap={12}>
      <Flex gap={8} wrap>
        <Select
          mode="multiple"
          allowClear
          aria-label="Filter by kind"
          placeholder="All kinds"
          style={{ minWidth: 240, flex: 1 }}
          options={kindOptions}
          value={filters.kinds}
          onChange={(kinds: string[]) => onFiltersChange({ ...filters, kinds })}
        />
        <Select
          allowClear
          aria-label="Filter by person"
          placeholder="Everyone"
          style={{ minWidth: 180 }}
          options={props.people.map((person) => ({ value: person.id, label: person.username }))}
          value={filters.actorId}
          onChange={(actorId?: string) => onFiltersChange({ ...filters, actorId })}
        />
      </Flex>
      {body}
    </Flex>
  );
}

/** The query arguments of the filters, leaving out those not set (all kinds, everyone). */
export function activityFilterVariables(filters: ActivityFilters): { kinds?: string[]; actorId?: string } {
  return { ...(filters.kinds.length > 0 && { kinds: filters.kinds }), ...(filters.actorId !== undefined && { actorId: filters.actorId }) };
}
