import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App, createConsoleQueryClient } from './app/App';
import { createRoutes } from './app/routes';
import { withRouteReads } from './app/routeReads/withRouteReads';
import { createNoticeStore } from './ui/notice';

const notices = createNoticeStore();
const queryClient = createConsoleQueryClient(notices);
// Each page starts its reads as soon as its address is known (route loaders).
const router = createBrowserRouter(withRouteReads(createRoutes(), queryClient));

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App router={router} queryClient={queryClient} notices={notices} />
  </StrictMode>,
);
