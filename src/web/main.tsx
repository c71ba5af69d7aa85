import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App, createConsoleQueryClient } from './app/App';
import { createRoutes } from './app/routes';
import { createNoticeStore } from './ui/notice';

const notices = createNoticeStore();
const queryClient = createConsoleQueryClient(notices);
const router = createBrowserRouter(createRoutes());

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App router={router} queryClient={queryClient} notices={notices} />
  </StrictMode>,
);
