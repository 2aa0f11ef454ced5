import { Link } from 'react-router-dom';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { paths } from '@/config/paths';
import { LoginForm } from '@/features/auth/components/login-form';
import { RedirectIfAuthenticated } from '@/features/auth/components/redirect-if-authenticated';

export default function LoginRoute() {
  return (
    <RedirectIfAuthenticated>
      <AuthLayout
        title="Sign In"
        description="Sign in to your ISO 27001 Gap Assessment Tool account"
        footer={
          <>
            Don&apos;t have an account? <Link to={paths.register}>Create Account</Link>
          </>
        }
      >
        <LoginForm />
      </AuthLayout>
    </RedirectIfAuthenticated>
  );
}
