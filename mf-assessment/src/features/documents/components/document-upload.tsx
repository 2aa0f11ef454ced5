import { InboxOutlined } from '@ant-design/icons';
import { Alert, Flex, Progress, Typography, Upload } from 'antd';
import { palette } from '@gap/schema';
import { RoleGate } from '@gap/schema/web';
import type { RefusedFile, UploadInProgress } from '../hooks/use-document-uploads';
import { acceptAttribute } from '../upload-rules';

interface DocumentUploadProps {
  /** The caller's role may upload (an editor or owner); otherwise the area is disabled and says why. */
  allowed?: boolean;
  uploads: UploadInProgress[];
  refused: RefusedFile[];
  onFiles: (file: File, isFirstOfBatch: boolean) => void;
  onDismissRefused: () => void;
}

const refusalText = ({ name, message }: RefusedFile) => (message.includes(name) ? message : `${name}: ${message}`);

const phaseText = ({ phase, percent, pages }: UploadInProgress) => {
  if (phase === 'uploading') return `Uploading ${percent}%`;
  return pages ? `Extracting text… ${pages.done} of ${pages.total} pages` : 'Extracting text…';
};

/** The bar: bytes sent, then pages read when the server reports them (full until then). */
const barPercent = ({ phase, percent, pages }: UploadInProgress) => {
  if (phase === 'uploading') return percent;
  return pages ? Math.round((100 * pages.done) / pages.total) : 100;
};

/** Drop area (several files at once), one progress bar per running upload, and the files refused in this batch. */
export function DocumentUpload({ allowed = true, uploads, refused, onFiles, onDismissRefused }: DocumentUploadProps) {
  return (
    // No gap of its own: the upload-progress region is always there, empty when idle.
    <Flex vertical>
      <RoleGate allowed={allowed} needed="editor" block>
        <Upload.Dragger
          multiple
          // 'native': the picker offers the allowed types, but dropped files are not silently filtered out, so a
          // refused file always gets its SPEC 5 message.
          accept={{ format: acceptAttribute, filter: 'native' }}
          showUploadList={false}
          beforeUpload={(file, fileList) => {
            onFiles(file, file.uid === fileList[0]?.uid);
            // Uploads run through our own client: antd's built-in request is never used.
            return false;
          }}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">Click or drag files to this area to upload</p>
          <p className="ant-upload-hint">PDF, DOCX, DOC or XLSX, up to 20MB each. Several files can be uploaded at once.</p>
        </Upload.Dragger>
      </RoleGate>

      {refused.length > 0 && (
        <Alert
          style={{ marginTop: 12 }}
          type="error"
          showIcon
          closable
          onClose={onDismissRefused}
          title={refused.length === 1 ? '1 file was not uploaded' : `${refused.length} files were not uploaded`}
          description={
            <ul style={{ margin: 0, paddingInlineStart: 20 }}>
              {refused.map((file) => (
                <li key={file.key}>{refusalText(file)}</li>
              ))}
            </ul>
          }
        />
      )}

      {/* Always in the page (empty when idle), so screen readers announce the uploads that appear in it. */}
      <Flex vertical gap={12} style={{ marginTop: uploads.length ? 12 : 0 }} role="status" aria-live="polite" aria-label="Upload progress">
        {uploads.map((upload) => (
          <div key={upload.key} role="group" aria-label={`Uploading ${upload.name}`} data-testid="upload-progress">
            <Flex justify="space-between" gap={8}>
              <Typography.Text ellipsis style={{ maxWidth: '70%' }}>
                {upload.name}
              </Typography.Text>
              <Typography.Text type="secondary">
                {phaseText(upload)}
              </Typography.Text>
            </Flex>
            <Progress
              percent={barPercent(upload)}
              status="active"
              showInfo={false}
              aria-label={`Upload of ${upload.name}`}
              strokeColor={upload.phase === 'processing' ? { from: palette.primaryPale, to: palette.primary } : undefined}
            />
          </div>
        ))}
      </Flex>
    </Flex>
  );
}
