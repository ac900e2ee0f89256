import { runSpecsOf } from './support/suite';

runSpecsOf('http');
