import { Link } from 'react-router-dom';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { paths } from '@/config/paths';
import { RegisterForm } from '@/features/auth/components/register-form';
import { RedirectIfAuthenticated } from '@/features/auth/components/redirect-if-authenticated';

export default function RegisterRoute() {
  return (
    <RedirectIfAuthenticated>
      <AuthLayout
        title="Create Account"
        description="Start assessing your organisation against ISO 27001"
        footer={
          <>
            Already have an account? <Link to={paths.login}>Sign in</Link>
          </>
        }
      >
        <RegisterForm />
      </AuthLayout>
    </RedirectIfAuthenticated>
  );
}
