import './lib/zod-config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { queryClient } from './lib/query-client';
import { applyThemeChoice, readThemeChoice } from './lib/theme';
import { startWebVitals } from './lib/web-vitals';
import './index.css';

// Applied before the first render so a chosen theme never flashes the other one.
applyThemeChoice(readThemeChoice());

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

createRoot(root).render(
  <StrictMode>
    <App client={queryClient} />
  </StrictMode>,
);

startWebVitals();
