import { Avatar, Flex, Skeleton, Typography } from 'antd';
import { defaultRoleLabel, palette } from '@gap/schema';
import { useCurrentUser, userDisplayName } from '@gap/schema/web';
import { initials } from '@/lib/initials';

/** The signed-in user's initials avatar, name and role label at the foot of the sidebar. */
export function UserSummary() {
  const { user, loading } = useCurrentUser();
  if (loading) return <Skeleton avatar title={false} paragraph={{ rows: 2 }} active />;

  const name = userDisplayName(user);
  return (
    <Flex align="center" gap={12}>
      <Avatar style={{ backgroundColor: palette.primary, flexShrink: 0 }} aria-hidden>
        {initials(name)}
      </Avatar>
      <Flex vertical style={{ minWidth: 0 }}>
        <Typography.Text strong ellipsis style={{ color: palette.slate50 }}>
          {name || 'Signed in'}
        </Typography.Text>
        <Typography.Text ellipsis style={{ color: palette.slate400, fontSize: 12 }}>
          {user?.role || defaultRoleLabel}
        </Typography.Text>
      </Flex>
    </Flex>
  );
}
