import { Alert } from 'antd';
import { knowledgeText } from '../knowledge-messages';

/** Why a user who is not the administrator sees no crawl, upload or clear controls (DESIGN 3). */
export function AdminOnlyAlert() {
  return <Alert type="info" showIcon title={knowledgeText.adminOnlyTitle} description={knowledgeText.adminOnly} style={{ marginBottom: 24 }} />;
}
