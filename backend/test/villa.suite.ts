import { runSpecsOf } from './support/suite';

runSpecsOf('villa');
