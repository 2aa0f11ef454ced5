import { FileExcelOutlined, FileOutlined, FilePdfOutlined, FileWordOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import type { ReactNode } from 'react';
import { type FileKind, fileExtensionLabel, fileKindOf } from '../upload-rules';

/** SPEC 4 file badges: red PDF, blue word/document, green spreadsheet, slate others. */
const badges: Record<FileKind, { color: string; icon: ReactNode }> = {
  pdf: { color: 'red', icon: <FilePdfOutlined /> },
  word: { color: 'blue', icon: <FileWordOutlined /> },
  spreadsheet: { color: 'green', icon: <FileExcelOutlined /> },
  other: { color: '#64748b', icon: <FileOutlined /> },
};

export function FileTypeBadge({ type, name }: { type: string; name: string }) {
  const kind = fileKindOf(type, name);
  const { color, icon } = badges[kind];
  return (
    <Tag color={color} icon={icon} data-kind={kind} style={{ marginInlineEnd: 0 }}>
      {fileExtensionLabel(name)}
    </Tag>
  );
}
