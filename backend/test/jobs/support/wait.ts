export { eventually } from '../../support/eventually';
