import { runSpecsBelow } from '../../testing/suite';

runSpecsBelow(__dirname);
