import 'antd/dist/reset.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { StandaloneProvider } from '@gap/schema/web/standalone';
import App from './app';

// Standalone dev page only: inside the product, the shell renders the exposed App with its own providers.
const root = document.getElementById('root');
if (!root) throw new Error('No #root element in index.html');

createRoot(root).render(
  <StrictMode>
    <StandaloneProvider remoteName="mf_assessment">
      <App />
    </StandaloneProvider>
  </StrictMode>,
);
