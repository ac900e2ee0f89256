import { runSpecsOf } from './support/suite';

runSpecsOf('admin');
