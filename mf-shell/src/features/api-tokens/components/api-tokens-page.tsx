import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Flex, Grid, Popconfirm, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { apiTokenLimits, apiTokenToasts, palette } from '@gap/schema';
import type { ApiTokensQuery } from '@gap/schema/graphql';
import { errorMessage, formatDate, PageHeader, serverMessageOr, TableSkeleton, useToast } from '@gap/schema/web';
import { useApiTokens, useRevokeApiToken } from '../api/use-api-tokens';
import { CreateApiTokenDialog, scopeLabels } from './create-api-token-dialog';

type ApiTokenRow = ApiTokensQuery['apiTokens'][number];

const when = (value: string | null | undefined, none: string) => (value ? formatDate(value) : none);
const isExpired = (token: ApiTokenRow) => Boolean(token.expiresAt && Date.parse(token.expiresAt) <= Date.now());

/**
 * Revoking asks first. The question takes the focus on Keep (Cancel), so Enter or Space from the keyboard revokes
 * nothing; Escape or Keep closes it and the focus returns to the token's Revoke button.
 */
function RevokeButton({ token }: { token: ApiTokenRow }) {
  const toast = useToast();
  const [revoke, { loading }] = useRevokeApiToken();
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const keepId = `${useId()}-keep`;
  useEffect(() => {
    if (!open) return undefined;
    const timer = setTimeout(() => document.getElementById(keepId)?.focus({ preventScroll: true }));
    return () => clearTimeout(timer);
  }, [open, keepId]);
  const close = () => {
    setOpen(false);
    trigger.current?.focus({ preventScroll: true });
  };
  const onConfirm = async () => {
    try {
      await revoke({ variables: { id: token.id } });
      toast.success(apiTokenToasts.revoked, `"${token.name}" no longer works.`);
    } catch (error) {
      toast.error('Error', serverMessageOr(error, 'Failed to revoke the API token'));
    }
  };
  return (
    // The question renders in a portal, but its key presses bubble here through React.
    <span
      onKeyDown={(event) => {
        if (open && event.key === 'Escape') {
          event.stopPropagation();
          close();
        }
      }}
    >
      <Popconfirm
        open={open}
        onOpenChange={setOpen}
        title="Revoke this token?"
        description="Scripts and systems using it stop working at once. This cannot be undone."
        okText="Revoke"
        okButtonProps={{ danger: true }}
        cancelText="Keep"
        cancelButtonProps={{ id: keepId }}
        onCancel={close}
        onConfirm={onConfirm}
      >
        <Button ref={trigger} danger size="small" loading={loading} aria-label={`Revoke ${token.name}`}>
          Revoke
        </Button>
      </Popconfirm>
    </span>
  );
}

const columns: TableColumnsType<ApiTokenRow> = [
  {
    title: 'Name',
    dataIndex: 'name',
    render: (name: string, token) => (
      <span>
        <Typography.Text strong>{name}</Typography.Text>
        {isExpired(token) && (
          <Tag color="default" style={{ marginInlineStart: 8 }}>
            Expired
          </Tag>
        )}
      </span>
    ),
  },
  { title: 'Token', dataIndex: 'prefix', render: (prefix: string) => <Typography.Text code>{prefix}…</Typography.Text> },
  {
    title: 'Scope',
    dataIndex: 'scope',
    render: (scope: ApiTokenRow['scope']) => scopeTag(scope),
  },
  { title: 'Created', dataIndex: 'createdAt', render: (value: string) => formatDate(value) },
  { title: 'Last used', dataIndex: 'lastUsedAt', render: (value: string | null) => when(value, 'Never') },
  { title: 'Expires', dataIndex: 'expiresAt', render: (value: string | null) => when(value, 'Never') },
  { title: 'Actions', key: 'actions', align: 'right', render: (_, token) => <RevokeButton token={token} /> },
];

const scopeTag = (scope: ApiTokenRow['scope']) => <Tag color={scope === 'read' ? 'blue' : 'orange'}>{scopeLabels[scope as keyof typeof scopeLabels] ?? scope}</Tag>;

/** On a phone: a card per token with its scope and Revoke in view (the table would scroll them off sideways). */
function ApiTokenCards({ tokens, empty }: { tokens: ApiTokenRow[]; empty: ReactNode }) {
  if (tokens.length === 0) return <>{empty}</>;
  return (
    <section aria-label="API tokens">
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {tokens.map((token) => (
          <li key={token.id} style={{ padding: '12px 0', borderBottom: `1px solid ${palette.border}` }}>
            <Flex vertical gap={6}>
              <Flex justify="space-between" align="center" gap={8} wrap>
                <span>
                  <Typography.Text strong>{token.name}</Typography.Text>
                  {isExpired(token) && (
                    <Tag color="default" style={{ marginInlineStart: 8 }}>
                      Expired
                    </Tag>
                  )}
                </span>
                {scopeTag(token.scope)}
              </Flex>
              <Typography.Text code>{token.prefix}…</Typography.Text>
              <Typography.Text type="secondary">
                Created {formatDate(token.createdAt)} · Last used {when(token.lastUsedAt, 'Never')} · Expires {when(token.expiresAt, 'Never')}
              </Typography.Text>
              <div>
                <RevokeButton token={token} />
              </div>
            </Flex>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Personal API tokens: the list (cards on a phone), creation (the secret shown once) and revocation. */
export function ApiTokensPage() {
  const phone = Grid.useBreakpoint().sm === false;
  const { data, loading, error, refetch } = useApiTokens();
  const [creating, setCreating] = useState(false);
  const tokens = data?.apiTokens ?? [];
  const full = tokens.length >= apiTokenLimits.perUser;
  const emptyText = loading ? (
    <TableSkeleton label="Loading API tokens" />
  ) : (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="You have no API tokens yet.">
      <Button onClick={() => setCreating(true)}>Create your first token</Button>
    </Empty>
  );

  return (
    <>
      <PageHeader
        title="API Tokens"
        description="Personal tokens let scripts and other systems call the GraphQL API and /api as you. Read-only tokens cannot change anything."
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)} disabled={full || Boolean(error)}>
            New token
          </Button>
        }
      />
      {full && <Alert type="info" showIcon style={{ marginBottom: 16 }} title={`You have ${apiTokenLimits.perUser} tokens, the most allowed: revoke one to create another.`} />}
      {error && !data ? (
        <Alert
          type="error"
          showIcon
          title="Your API tokens could not be loaded"
          description={errorMessage(error)}
          action={<Button onClick={() => void refetch().catch(() => undefined)}>Retry</Button>}
        />
      ) : phone ? (
        <ApiTokenCards tokens={tokens} empty={emptyText} />
      ) : (
        <Table<ApiTokenRow>
          rowKey="id"
          columns={columns}
          dataSource={tokens}
          pagination={false}
          scroll={{ x: 'max-content' }}
          aria-label="API tokens"
          locale={{ emptyText }}
        />
      )}
      <CreateApiTokenDialog open={creating} onClose={() => setCreating(false)} />
    </>
  );
}
