import { FileExcelOutlined, FileOutlined, FilePdfOutlined, FileWordOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import type { ReactNode } from 'react';
import { fileTypeBadgeColors } from '@gap/schema';
import { type FileKind, fileExtensionLabel, fileKindOf } from '../upload-rules';

/** SPEC 4 file badges: red PDF, blue word/document, green spreadsheet, slate others. */
const icons: Record<FileKind, ReactNode> = {
  pdf: <FilePdfOutlined />,
  word: <FileWordOutlined />,
  spreadsheet: <FileExcelOutlined />,
  other: <FileOutlined />,
};

export function FileTypeBadge({ type, name }: { type: string; name: string }) {
  const kind = fileKindOf(type, name);
  return (
    <Tag color={fileTypeBadgeColors[kind]} icon={icons[kind]} data-kind={kind} style={{ marginInlineEnd: 0 }}>
      {fileExtensionLabel(name)}
    </Tag>
  );
}
