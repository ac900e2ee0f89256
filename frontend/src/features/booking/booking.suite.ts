import { runSuite } from '../../testing/suite';

runSuite('booking');
