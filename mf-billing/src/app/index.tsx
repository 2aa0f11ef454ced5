import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { AssessmentCreditsRoute } from './routes/assessment-credits';
import { PaymentRoute } from './routes/payment';

/** The element of each route this remote owns; the patterns are mf_billing's routes in @gap/schema. */
export const routeElements: Record<string, ReactElement> = {
  '/assessment-credits': <AssessmentCreditsRoute />,
  '/payment': <PaymentRoute />,
};

/**
 * Exposed as `./App`. Renders inside the host's router, antd App and ApolloProvider (shared singletons), so it
 * has no Router or providers of its own.
 */
export default function App() {
  return (
    <Routes>
      {Object.entries(routeElements).map(([path, element]) => (
        <Route key={path} path={path} element={element} />
      ))}
    </Routes>
  );
}
