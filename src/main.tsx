import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import '@/lib/i18n';
import { App } from './app/app';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const root = createRoot(container);
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
