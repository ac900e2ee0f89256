import { runSpecsOf } from './support/suite';

runSpecsOf('event-store');
