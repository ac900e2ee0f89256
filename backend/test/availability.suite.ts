import { runSpecsOf } from './support/suite';

runSpecsOf('availability');
