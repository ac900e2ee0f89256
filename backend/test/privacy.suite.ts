import { runSpecsOf } from './support/suite';

runSpecsOf('privacy');
