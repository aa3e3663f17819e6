import { lazy } from 'react';

// Shown only after a login or sign-up: kept out of the entry chunk.
export const WelcomePopupLazy = lazy(() => import('./WelcomePopup').then((module) => ({ default: module.WelcomePopup })));
export const MaintenanceNoticeLazy = lazy(() => import('./MaintenanceNotice').then((module) => ({ default: module.MaintenanceNotice })));
