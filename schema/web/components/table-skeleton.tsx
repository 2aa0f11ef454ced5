import { Skeleton } from 'antd';

/**
 * A table's body while its rows first load: placeholder lines under the real column headers instead of a spinner
 * (perceived speed: the table's shape shows at once). Pass it as the table's empty text while loading; rows already shown stay as they are
 * while they are fetched again.
 */
export function TableSkeleton({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <div aria-busy="true" aria-label={label} style={{ textAlign: 'start' }}>
      <Skeleton active title={false} paragraph={{ rows }} />
    </div>
  );
}
