import { runSpecsOf } from './support/suite';

runSpecsOf('guest-extras');
