import { runSpecsOf } from './support/suite';

runSpecsOf('storage');
