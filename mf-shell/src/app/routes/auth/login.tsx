import { Link, useLocation } from 'react-router-dom';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { paths } from '@/config/paths';
import { LoginForm } from '@/features/auth/components/login-form';
import { RedirectIfAuthenticated } from '@/features/auth/components/redirect-if-authenticated';

export default function LoginRoute() {
  // The page that asked for a sign-in (an invitation link, say) comes along to the other form.
  const location = useLocation();
  return (
    <RedirectIfAuthenticated>
      <AuthLayout
        title="Sign In"
        description="Sign in to your ISO 27001 Gap Assessment Tool account"
        footer={
          <>
            Don&apos;t have an account? <Link to={paths.register} state={location.state}>Create Account</Link>
          </>
        }
      >
        <LoginForm />
      </AuthLayout>
    </RedirectIfAuthenticated>
  );
}
