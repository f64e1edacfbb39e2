import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { LandingPage } from './features/landing/LandingPage';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
createRoot(container).render(
  <StrictMode>
    <LandingPage />
  </StrictMode>,
);
