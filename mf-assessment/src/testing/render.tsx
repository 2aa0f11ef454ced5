import { App as AntdApp } from 'antd';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';

/** Renders inside what the shell provides: a router and antd's App (toasts). */
export function renderWithProviders(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  return render(
    <AntdApp>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </AntdApp>,
  );
}
