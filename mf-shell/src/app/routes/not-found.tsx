import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Result from 'antd/es/result';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';

export default function NotFoundRoute() {
  const navigate = useNavigate();
  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh', padding: 16 }}>
      <Result
        status="404"
        title="404 Page Not Found"
        subTitle="Did you forget to add the page to the router?"
        extra={
          <Button type="primary" onClick={() => navigate(paths.home)}>
            Back to Home
          </Button>
        }
      />
    </Flex>
  );
}
