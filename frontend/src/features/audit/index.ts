/** The audit log page and the parts of it a booking's drawer shows (its timeline, who acted). */
import { lazy } from 'react';

export { ActorLabel } from './actor-label';
export { AuditTimeline } from './audit-timeline';

// Each screen is its own chunk, loaded when the admin opens it (the shell, features/admin, routes to it).
export const AuditPage = lazy(() => import('./audit-page'));
