import { Button, Form, Input, InputNumber, Space } from 'antd';
import type { FormRule } from 'antd';
import type { KnowledgeCrawlInput } from '@gap/schema/graphql';
import { useToast } from '@gap/schema/web';
import { crawlDefaults, knowledgeText } from '../knowledge-messages';

interface CrawlFormValues {
  url?: string;
  maxPages?: number | null;
  maxDepth?: number | null;
}

/** A web address the crawler can start from: http(s) with a host. */
export function isCrawlableUrl(value: string | undefined): boolean {
  const text = value?.trim() ?? '';
  if (!text) return false;
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** Blank is allowed (the server then uses its own default); anything else must be a whole number in range. */
const wholeNumberIn = (min: number, max: number, message: string): FormRule => ({
  validator: async (_, value: unknown) => {
    if (value === undefined || value === null || value === '') return;
    if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) throw new Error(message);
  },
});

interface CrawlFormProps {
  busy: boolean;
  onStart: (input: KnowledgeCrawlInput) => void;
}

/** SPEC 5: the website crawl form (URL, max pages 1-100 shown as 15, depth 1-5 shown as 2; blank means 30 and 3). */
export function CrawlForm({ busy, onStart }: CrawlFormProps) {
  const [form] = Form.useForm<CrawlFormValues>();
  const toast = useToast();

  return (
    <Form
      form={form}
      layout="vertical"
      name="knowledge-crawl"
      initialValues={{ url: '', maxPages: crawlDefaults.maxPages, maxDepth: crawlDefaults.maxDepth }}
      onFinish={({ url, maxPages, maxDepth }) => onStart({ url: (url ?? '').trim(), maxPages: maxPages ?? null, maxDepth: maxDepth ?? null })}
      onFinishFailed={({ errorFields }) => {
        if (errorFields.some((field) => field.name[0] === 'url')) toast.error(knowledgeText.invalidUrlTitle, knowledgeText.invalidUrl);
      }}
    >
      <Form.Item
        label="Website URL"
        name="url"
        rules={[{ validator: async (_, value: string | undefined) => { if (!isCrawlableUrl(value)) throw new Error(knowledgeText.invalidUrl); } }]}
      >
        <Input placeholder="https://www.example.org/security" inputMode="url" autoComplete="url" disabled={busy} />
      </Form.Item>
      <Space size="large" wrap>
        <Form.Item
          label="Max Pages"
          name="maxPages"
          extra={`1-100; blank means ${crawlDefaults.blankMaxPages}`}
          rules={[wholeNumberIn(1, 100, knowledgeText.maxPages)]}
        >
          <InputNumber style={{ width: 160 }} disabled={busy} />
        </Form.Item>
        <Form.Item
          label="Max Depth"
          name="maxDepth"
          extra={`1-5; blank means ${crawlDefaults.blankMaxDepth}`}
          rules={[wholeNumberIn(1, 5, knowledgeText.maxDepth)]}
        >
          <InputNumber style={{ width: 160 }} disabled={busy} />
        </Form.Item>
      </Space>
      <Form.Item style={{ marginBottom: 0 }}>
        <Button type="primary" htmlType="submit" loading={busy}>
          {busy ? 'Crawling…' : 'Start Crawling'}
        </Button>
      </Form.Item>
    </Form>
  );
}
