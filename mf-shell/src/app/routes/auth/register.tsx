import { Link, useLocation } from 'react-router-dom';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { paths } from '@/config/paths';
import { RedirectIfAuthenticated } from '@/features/auth/components/redirect-if-authenticated';
import { RegisterForm } from '@/features/auth/components/register-form';

export default function RegisterRoute() {
  // The page that asked for a sign-in (an invitation link, say) comes along to the other form.
  const location = useLocation();
  return (
    <RedirectIfAuthenticated>
      <AuthLayout
        title="Create Account"
        description="Start assessing your organisation against ISO 27001"
        footer={
          <>
            Already have an account? <Link to={paths.login} state={location.state}>Sign in</Link>
          </>
        }
      >
        <RegisterForm />
      </AuthLayout>
    </RedirectIfAuthenticated>
  );
}
