import { render } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';

/** Renders `ui` as the shell would mount it: in antd's App (toasts) and a router; /login renders a marker. */
export function renderWithApp(ui: ReactElement) {
  return render(
    <AntdApp>
      <MemoryRouter initialEntries={['/project-assessment/1']}>
        <Routes>
          <Route path="/project-assessment/:id" element={ui} />
          <Route path="/login" element={<p>Route /login</p>} />
        </Routes>
      </MemoryRouter>
    </AntdApp>,
  );
}
