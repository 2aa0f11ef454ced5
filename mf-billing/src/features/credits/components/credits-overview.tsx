import { Alert, Button, Card, Col, Flex, Row } from 'antd';
import { useState } from 'react';
import { errorMessage, Heading, PageHeader, serverMessageOf } from '@gap/schema/web';
import { useCurrentWorkspace } from '@/lib/use-current-workspace';
import { useCredits } from '../api/use-credits';
import { CreditBalance } from './credit-balance';
import { CreditPackageCards } from './credit-package-cards';
import { CreditUsageTable } from './credit-usage-table';
import { EnterpriseContact } from './enterprise-contact';
import { PurchaseHistoryDrawer } from './purchase-history-drawer';

/** How many purchases 'Recent Usage' lists; the history drawer has them all. */
const recentRows = 5;

/** Available credits, recent usage and credit packages (SPEC 2, /assessment-credits). */
export function CreditsOverview() {
  const { data: answer, loading, error, refetch } = useCredits();
  const data = answer?.credits;
  const [historyOpen, setHistoryOpen] = useState(false);
  const purchases = data?.credits ?? [];
  // Credits belong to the current workspace: the page names it, and only its owners buy.
  const { workspace, mayBuy } = useCurrentWorkspace();
  const description = 'Credits pay for gap assessments: one credit per assessment.';

  return (
    <>
      <PageHeader title="Assessment Credits" description={workspace ? `Credits of ${workspace.name}. ${description}` : description} />
      <Flex vertical gap={24}>
        {error && (
          <Alert
            type="error"
            showIcon
            title="Could not load your credits"
            description={serverMessageOf(error) ?? errorMessage(error)}
            action={<Button onClick={() => void refetch().catch(() => undefined)}>Retry</Button>}
          />
        )}
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={9}>
            <CreditBalance summary={data} loading={loading && !data} mayBuy={mayBuy} onViewHistory={() => setHistoryOpen(true)} />
          </Col>
          <Col xs={24} lg={15}>
            <Card title="Recent Usage" style={{ height: '100%' }}>
              <CreditUsageTable purchases={purchases.slice(0, recentRows)} loading={loading} />
            </Card>
          </Col>
        </Row>
        <div>
          <Heading level={2} look={3} style={{ marginTop: 0 }}>
            Credit Packages
          </Heading>
          <CreditPackageCards mayBuy={mayBuy} />
        </div>
        <EnterpriseContact />
      </Flex>
      <PurchaseHistoryDrawer open={historyOpen} onClose={() => setHistoryOpen(false)} purchases={purchases} />
    </>
  );
}
