import { runSpecsOf } from './support/suite';

runSpecsOf('booking');
