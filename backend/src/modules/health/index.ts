/** What other contexts and the infrastructure use from health: a section of GET /api/health. */
export { HEALTH_CONTRIBUTOR, HealthSection, type HealthContributor } from '../../shared/health-contributor';
