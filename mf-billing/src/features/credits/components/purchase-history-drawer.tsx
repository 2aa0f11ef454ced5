import { Drawer } from 'antd';
import { type CreditPurchase, CreditUsageTable } from './credit-usage-table';

interface PurchaseHistoryDrawerProps {
  open: boolean;
  onClose: () => void;
  purchases: CreditPurchase[];
}

/** Every purchase, opened from 'View purchase history'. */
export function PurchaseHistoryDrawer({ open, onClose, purchases }: PurchaseHistoryDrawerProps) {
  return (
    <Drawer title="Purchase History" open={open} onClose={onClose} size={640}>
      <CreditUsageTable purchases={purchases} pageSize={10} />
    </Drawer>
  );
}
