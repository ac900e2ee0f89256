import { runSpecsOf } from './support/suite';

runSpecsOf('jobs');
