import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { documentViewerRoute } from '@/features/document-viewer/viewer-path';
import { DocumentViewerRoute } from './routes/document-viewer';
import { GapAssessmentRoute } from './routes/gap-assessment';
import { ProjectAssessmentRoute } from './routes/project-assessment';
import { ProjectsRoute } from './routes/projects';

/** The element of each route this remote owns; the patterns are mf_assessment's routes in @gap/schema. */
export const routeElements: Record<string, ReactElement> = {
  '/projects': <ProjectsRoute />,
  '/project-assessment/:id': <ProjectAssessmentRoute />,
  '/projects/:id/assessment': <ProjectAssessmentRoute />,
  '/gap-assessment/:id': <GapAssessmentRoute />,
  '/projects/:id/gap-assessment': <GapAssessmentRoute />,
  [documentViewerRoute]: <DocumentViewerRoute />,
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
