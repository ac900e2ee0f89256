import { runSpecsOf } from './support/suite';

runSpecsOf('guest-portal');
