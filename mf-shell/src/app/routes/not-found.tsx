import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Result from 'antd/es/result';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';

/** SPEC 2's not-found page: its title and text, and a way back. */
export function NotFoundResult({ to = paths.home, label = 'Back to Home' }: { to?: string; label?: string }) {
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title="404 Page Not Found"
      subTitle="Did you forget to add the page to the router?"
      extra={
        <Button type="primary" onClick={() => navigate(to)}>
          {label}
        </Button>
      }
    />
  );
}

/** An unknown path for a visitor without a session: the page alone. Signed in, AppRoot shows it inside the frame. */
export default function NotFoundRoute() {
  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh', padding: 16 }}>
      <NotFoundResult />
    </Flex>
  );
}
