import { InboxOutlined } from '@ant-design/icons';
import { Button, Flex, Progress, Typography, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { useToast } from '@gap/schema/web';
import { useKnowledgeUpload } from '../hooks/use-knowledge-upload';
import { acceptAttribute, checkSelection } from '../upload-rules';

interface Selected {
  uid: string;
  file: File;
}

/**
 * SPEC 5: drag and drop (or pick) several .pdf, .md, .markdown or .txt files of up to 20 MB, then upload them in
 * one go. Refused files are toasted by name and never selected.
 */
export function KnowledgeUpload() {
  const toast = useToast();
  const { state, upload } = useKnowledgeUpload();
  const [selected, setSelected] = useState<Selected[]>([]);
  const busy = state.phase !== 'idle';

  const addSelection = (files: File[]) => {
    const { accepted, refusals } = checkSelection(files);
    for (const refusal of refusals) toast.error(refusal.title, refusal.text);
    setSelected((current) => [
      ...current,
      ...accepted.map((file) => ({ uid: (file as File & { uid?: string }).uid ?? `${file.name}-${file.size}-${file.lastModified}`, file })),
    ]);
  };

  const fileList: UploadFile[] = selected.map(({ uid, file }) => ({ uid, name: file.name, size: file.size, status: 'done' }));

  return (
    <Flex vertical gap={12}>
      <Upload.Dragger
        multiple
        // 'native': the picker offers the allowed types, but dropped files are not silently filtered out, so a
        // refused file always gets its SPEC 5 message.
        accept={{ format: acceptAttribute, filter: 'native' }}
        disabled={busy}
        fileList={fileList}
        onRemove={(file) => setSelected((current) => current.filter((s) => s.uid !== file.uid))}
        beforeUpload={(file, batch) => {
          // Called once per file: the first call of a selection checks the whole selection.
          if (file.uid === batch[0]?.uid) addSelection(batch);
          // Files go out through our own upload helper: antd's built-in request is never used.
          return false;
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">Click or drag files to this area to select them</p>
        <p className="ant-upload-hint">PDF, Markdown (.md, .markdown) or Text (.txt), up to 20MB each. Several files can be selected.</p>
      </Upload.Dragger>

      {state.phase !== 'idle' && (
        <div aria-label="Upload progress">
          <Typography.Text type="secondary">
            {state.phase === 'processing' ? 'Extracting and indexing text…' : `Uploading ${state.percent}%`}
          </Typography.Text>
          <Progress percent={state.phase === 'processing' ? 100 : state.percent} status="active" showInfo={false} />
        </div>
      )}

      <Flex gap={8}>
        <Button
          type="primary"
          loading={busy}
          onClick={async () => {
            if (await upload(selected.map((s) => s.file))) setSelected([]);
          }}
        >
          Upload Files
        </Button>
        {selected.length > 0 && !busy && <Button onClick={() => setSelected([])}>Clear Selection</Button>}
      </Flex>
    </Flex>
  );
}
